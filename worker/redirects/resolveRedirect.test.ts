import { describe, expect, it } from 'vitest'
import type { DatasourceEntry } from '../content/getDatasourceEntries'
import { resolveRedirect } from './resolveRedirect'

const LANGUAGES = new Set(['en', 'de', 'fr'])

function entries(pairs: [string, string][]): DatasourceEntry[] {
  return pairs.map(([name, value], id) => ({ id, name, value, dimension_value: null }))
}

const resolve = (pairs: [string, string][], path: string) => resolveRedirect(entries(pairs), path, LANGUAGES)

describe('resolveRedirect', () => {
  it('finds the entry for a path, comparing canonical forms', () => {
    expect(resolve([['/jobs', '/open-positions']], '/jobs')).toBe('/open-positions')
    expect(resolve([['/Jobs/', '/Open-Positions/']], '/jobs')).toBe('/open-positions')
    expect(resolve([['/en/jobs', '/en/open-positions']], '/jobs')).toBe('/open-positions')
    expect(resolve([['/de/aktuelles', '/de/press?from=old#top']], '/de/aktuelles')).toBe('/de/press?from=old#top')
    expect(resolve([['/jobs', '/open-positions']], '/de/jobs')).toBeNull()
  })

  it('allows an off-site target only when the entry marks it external (https://)', () => {
    expect(resolve([['/careers', 'https://careers.example.com']], '/careers')).toBe('https://careers.example.com/')
  })

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    'http://evil.com',
    'javascript:alert(1)',
    'data:text/html,x',
    'blob:https://x/1',
    'vbscript:x',
    '%2F%2Fevil.com',
    'evil.com',
  ])('ignores an entry whose target is %j', (target) => {
    expect(resolve([['/x', target]], '/x')).toBeNull()
  })

  it('follows a chain of up to 5 entries to its end in one redirect, and ignores a longer one', () => {
    const chain = (length: number) => Array.from({ length }, (_, index) => [`/${index}`, `/${index + 1}`] as [string, string])
    expect(resolve(chain(5), '/0')).toBe('/5')
    expect(resolve(chain(6), '/0')).toBeNull()
    expect(resolve(chain(6), '/1')).toBe('/6')
  })

  it('follows a chain to its end, and ignores cycles and self-redirects', () => {
    expect(
      resolve(
        [
          ['/a', '/b'],
          ['/b', '/c'],
        ],
        '/a',
      ),
    ).toBe('/c')
    expect(
      resolve(
        [
          ['/a', '/b'],
          ['/b', 'https://x.example/'],
        ],
        '/a',
      ),
    ).toBe('https://x.example/')
    expect(
      resolve(
        [
          ['/a', '/b'],
          ['/b', '/a'],
        ],
        '/a',
      ),
    ).toBeNull()
    expect(resolve([['/a', '/A/']], '/a')).toBeNull()
    expect(
      resolve(
        [
          ['/a', '/b'],
          ['/b', '/c'],
          ['/c', '/b'],
        ],
        '/a',
      ),
    ).toBeNull()
  })

  it('ignores entries whose source is not a path', () => {
    expect(resolve([['%E0%A4%A', '/x']], '/')).toBeNull()
  })
})
