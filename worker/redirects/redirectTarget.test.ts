import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirectTarget'

describe('redirectTarget', () => {
  it('accepts site paths, normalised by the URL parser', () => {
    expect(redirectTarget('/press')).toBe('/press')
    expect(redirectTarget(' /de/press?x=1#top ')).toBe('/de/press?x=1#top')
    expect(redirectTarget('/a/../b')).toBe('/b')
    expect(redirectTarget('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com')
  })

  it.each(['//evil.com', '/\\evil.com', '\\\\evil.com', '/\t/evil.com', '/\n/evil.com', ' //evil.com', '///evil.com', 'evil.com', 'press'])(
    'refuses %j, which could leave the site',
    (target) => {
      expect(redirectTarget(target)).toBeNull()
      expect(redirectTarget(target, true)).toBeNull()
    },
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'vbscript:msgbox',
    'data:text/html,<script>',
    'blob:https://x/1',
    'http://evil.com',
    'ftp://x',
    'mailto:a@b',
  ])('refuses %j', (target) => {
    expect(redirectTarget(target)).toBeNull()
    expect(redirectTarget(target, true)).toBeNull()
  })

  it('allows https:// targets only when explicitly external', () => {
    expect(redirectTarget('https://careers.example.com')).toBeNull()
    expect(redirectTarget('https://careers.example.com', true)).toBe('https://careers.example.com/')
    expect(redirectTarget('https://user:pw@careers.example.com', true)).toBeNull()
    expect(redirectTarget('https://', true)).toBeNull()
  })
})
