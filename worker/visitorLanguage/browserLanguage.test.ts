import { describe, expect, it } from 'vitest'
import { editorLanguage } from './editorLanguage'

describe('editorLanguage', () => {
  it('is the editor’s most preferred browser language the site speaks', () => {
    expect(editorLanguage('en-US,en;q=0.9', 'de')).toBe('en')
    expect(editorLanguage('ja;q=1, fr-CH;q=0.8, de;q=0.9', 'en')).toBe('de')
    expect(editorLanguage('PT-br', 'en')).toBe('pt')
  })

  it('is the page’s language without a header, with none the site speaks, or with nonsense', () => {
    expect(editorLanguage(undefined, 'de')).toBe('de')
    expect(editorLanguage('ja, zh-CN;q=0.5', 'fr')).toBe('fr')
    expect(editorLanguage('en;q=0, ;;, <script>', 'lv')).toBe('lv')
  })
})
