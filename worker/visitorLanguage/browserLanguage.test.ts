import { describe, expect, it } from 'vitest'
import { browserLanguage } from './browserLanguage'

describe('browserLanguage', () => {
  it('is the browser’s most preferred language the site speaks', () => {
    expect(browserLanguage('en-US,en;q=0.9', 'de')).toBe('en')
    expect(browserLanguage('ja;q=1, fr-CH;q=0.8, de;q=0.9', 'en')).toBe('de')
    expect(browserLanguage('PT-br', 'en')).toBe('pt')
  })

  it('is the fallback without a header, with none the site speaks, or with nonsense', () => {
    expect(browserLanguage(undefined, 'de')).toBe('de')
    expect(browserLanguage('ja, zh-CN;q=0.5', 'fr')).toBe('fr')
    expect(browserLanguage('en;q=0, ;;, <script>', 'lv')).toBe('lv')
  })
})
