import { describe, expect, it } from 'vitest'
import { editorOrigins, frameAncestors } from './frameAncestors'

const config = (editor: string, local: string) => ({ STORYBLOK_EDITOR_ORIGIN: editor, STORYBLOK_LOCAL_EDITOR_ORIGIN: local })

describe('frameAncestors', () => {
  it('lets nobody frame pages that are not previews', () => {
    expect(frameAncestors(config('https://app.storyblok.com', 'http://127.0.0.1:8788'), 'none')).toBe("frame-ancestors 'none'")
  })

  it('lets the visual editor and the local editor frame previews', () => {
    expect(frameAncestors(config('https://app.storyblok.com', 'http://127.0.0.1:8812'), 'editor')).toBe('frame-ancestors https://app.storyblok.com http://127.0.0.1:8812')
  })

  it('defaults to Storyblok’s editor, and deployments have no local editor', () => {
    expect(editorOrigins(config('', ''))).toEqual(['https://app.storyblok.com'])
  })

  it('writes origins as browsers compare them and ignores values that are not bare http(s) origins', () => {
    expect(editorOrigins(config('https://APP.storyblok.com/', 'javascript:alert(1)'))).toEqual(['https://app.storyblok.com'])
    expect(editorOrigins(config('https://app-beta.storyblok.com', 'http://127.0.0.1:8788/_editor'))).toEqual(['https://app-beta.storyblok.com'])
    // A broken editor origin fails closed: previews then may not be framed at all.
    expect(editorOrigins(config("https://app.storyblok.com 'unsafe-inline'", '*'))).toEqual([])
    expect(frameAncestors(config("https://app.storyblok.com 'unsafe-inline'", ''), 'editor')).toBe("frame-ancestors 'none'")
  })
})
