import { describe, expect, it } from 'vitest'
import { MAX_PATH_LENGTH, parseSitePath } from './parseSitePath'

const LANGUAGES = new Set(['en', 'de', 'fr', 'ru'])

describe('parseSitePath', () => {
  it.each([
    ['/', '/', 'en', false, false, '/'],
    ['/blog', '/blog', 'en', false, false, '/blog'],
    ['/Blog/', '/blog', 'en', false, false, '/blog'],
    ['/BLOG/Green-Corridors', '/blog/green-corridors', 'en', false, false, '/blog/green-corridors'],
    ['//blog///x//', '/blog/x', 'en', false, false, '/blog/x'],
    ['/de', '/de', 'de', true, true, '/'],
    ['/DE/', '/de', 'de', true, true, '/'],
    ['/de/Blog/', '/de/blog', 'de', true, true, '/blog'],
    ['/en', '/', 'en', false, true, '/'],
    ['/en/blog', '/blog', 'en', false, true, '/blog'],
    ['/EN/Press/', '/press', 'en', false, true, '/press'],
    ['/ru/press', '/ru/press', 'ru', true, true, '/press'],
    ['/xx/foo', '/xx/foo', 'en', false, false, '/xx/foo'],
    ['/de/de', '/de/de', 'de', true, true, '/de'],
  ])('%s → %s (%s)', (raw, path, language, prefixed, explicit, rest) => {
    expect(parseSitePath(raw, LANGUAGES)).toEqual({ path, language, prefixed, explicit, rest })
  })

  it('decodes, lowercases and re-encodes segments the way the URL parser encodes', () => {
    expect(parseSitePath('/Bl%6Fg', LANGUAGES)?.path).toBe('/blog')
    expect(parseSitePath('/%C3%89t%C3%A9', LANGUAGES)?.path).toBe('/%C3%A9t%C3%A9')
    expect(parseSitePath('/a%20b', LANGUAGES)?.path).toBe('/a%20b')
    expect(parseSitePath('/%44E/blog', LANGUAGES)).toMatchObject({ path: '/de/blog', language: 'de' })
  })

  it('keeps an encoded slash, backslash, query or hash inside its segment', () => {
    expect(parseSitePath('/%2F%2Fevil.com', LANGUAGES)?.path).toBe('/%2F%2Fevil.com')
    expect(parseSitePath('/%5Cevil.com', LANGUAGES)?.path).toBe('/%5Cevil.com')
    expect(parseSitePath('/de%2Fblog', LANGUAGES)).toMatchObject({ path: '/de%2Fblog', language: 'en' })
    expect(parseSitePath('/a%3Fb%23c', LANGUAGES)?.path).toBe('/a%3Fb%23c')
  })

  it('never yields a path the browser could read as another host', () => {
    for (const raw of ['//evil.com', '//evil.com/', '///evil.com', '/%2F/evil.com', '/%09/evil.com', '/%0A/evil.com']) {
      const path = parseSitePath(raw, LANGUAGES)?.path ?? ''
      expect(path).toMatch(/^\/(?![/\\])/)
      expect(new URL(path, 'https://site.example').host).toBe('site.example')
    }
  })

  it('keeps NUL and control characters encoded', () => {
    expect(parseSitePath('/foo%00bar', LANGUAGES)?.path).toBe('/foo%00bar')
    expect(parseSitePath('/foo%09', LANGUAGES)?.path).toBe('/foo%09')
  })

  it('refuses malformed percent-encoding and overlong paths', () => {
    expect(parseSitePath('/%E0%A4%A', LANGUAGES)).toBeNull()
    expect(parseSitePath('/%', LANGUAGES)).toBeNull()
    expect(parseSitePath('/' + 'a'.repeat(MAX_PATH_LENGTH), LANGUAGES)).toBeNull()
    expect(parseSitePath('/' + 'a'.repeat(MAX_PATH_LENGTH - 2), LANGUAGES)?.path).toHaveLength(MAX_PATH_LENGTH - 1)
  })
})
