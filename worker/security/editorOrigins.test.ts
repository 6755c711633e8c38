import { describe, expect, it } from 'vitest'
import { editorOrigins } from './securityPolicyConfig'

const config = (editor: string, local: string) => ({ STORYBLOK_EDITOR_ORIGIN: editor, STORYBLOK_LOCAL_EDITOR_ORIGIN: local })

describe('editorOrigins', () => {
  it('lets the visual editor and the local editor frame previews', () => {
    expect(editorOrigins(config('https://app.storyblok.com', 'http://127.0.0.1:8812'))).toEqual(['https://app.storyblok.com', 'http://127.0.0.1:8812'])
  })

  it('defaults to Storyblok’s editor, and deployments have no local editor', () => {
    expect(editorOrigins(config('', ''))).toEqual(['https://app.storyblok.com'])
  })

  it('writes origins as browsers compare them and ignores values that are not bare http(s) origins', () => {
    expect(editorOrigins(config('https://APP.storyblok.com/', 'javascript:alert(1)'))).toEqual(['https://app.storyblok.com'])
    expect(editorOrigins(config('https://app-beta.storyblok.com', 'http://127.0.0.1:8788/_editor'))).toEqual(['https://app-beta.storyblok.com'])
    // A broken editor origin fails closed: previews then may not be framed at all (contentSecurityPolicy: 'none').
    expect(editorOrigins(config("https://app.storyblok.com 'unsafe-inline'", '*'))).toEqual([])
  })
})
