/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'

// The source of everything islands may import (tests aside), keyed from the repository root.
const globbed = import.meta.glob(['./*.ts', '../*.{ts,tsx}', '../../shared/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>
const ROOTS: readonly [string, string][] = [
  ['../../', ''],
  ['../', 'client/'],
  ['./', 'client/islands/'],
]
const sources = new Map(
  Object.entries(globbed).map(([key, source]) => {
    const [prefix, root] = ROOTS.find(([start]) => key.startsWith(start)) ?? ['', '']
    return [root + key.slice(prefix.length), source]
  }),
)

const CATALOGUE_MODULE = 'shared/i18n/messages/catalogue.ts'

/** Island entries and, transitively, the modules they import (type-only imports aside: they never reach the browser). */
function islandModules(): string[] {
  const seen = new Set<string>()
  const queue = [...sources.keys()].filter((path) => path.startsWith('client/islands/') && !path.includes('.test.'))
  while (queue.length > 0) {
    const path = queue.pop() as string
    if (seen.has(path)) continue
    seen.add(path)
    const folder = path.split('/').slice(0, -1)
    for (const [, typeOnly, specifier = ''] of (sources.get(path) ?? '').matchAll(/(?:^|\n)(?:import|export)\s+(type\s+)?[^'"]*?from '(\.{1,2}\/[^']+)'/g)) {
      if (typeOnly) continue
      const parts = [...folder]
      for (const segment of specifier.split('/')) {
        if (segment === '..') parts.pop()
        else if (segment !== '.') parts.push(segment)
      }
      const base = parts.join('/')
      const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => sources.has(candidate))
      if (found) queue.push(found)
    }
  }
  return [...seen].sort()
}

/** Text written into the markup itself: JSX text, and text attributes with a literal value. */
function literals(source: string): string[] {
  const text = [...source.matchAll(/>\s*([A-Za-z][A-Za-z ,.'’!?:-]*[A-Za-z.!?:])\s*<\//g)].map(([, words = '']) => words)
  const attributes = [...source.matchAll(/\b(?:aria-label|label|closeLabel|title|alt|placeholder)="([^"]*[A-Za-z][^"]*)"/g)].map(([, value = '']) => value)
  return [...text, ...attributes]
}

describe('islands', () => {
  const modules = islandModules()

  it('are found with what they import', () => {
    expect(modules).toContain('client/islands/Header.ts')
    expect(modules).toContain('shared/components/shell/Header.tsx')
    expect(modules).toContain('shared/components/shell/CookieSettings.tsx')
    expect(modules).toContain('shared/components/ui/SiteLink.tsx')
    expect(modules).toContain('shared/leadForm/LeadForm.tsx')
    expect(modules).toContain('shared/components/phone/PhoneInput.tsx')
    expect(modules.length).toBeGreaterThan(30)
  })

  it('write no English of their own: their words come from the server-rendered props', () => {
    const englishIslandText = Object.values(CATALOGUE.en.island)
    const found = modules
      .filter((path) => !path.startsWith('shared/i18n/messages/'))
      .flatMap((path) => {
        const source = sources.get(path) ?? ''
        const quoted = englishIslandText.filter((text) => source.includes(`'${text}'`) || source.includes(`"${text}"`) || source.includes(`>${text}<`))
        return [...literals(source), ...quoted].map((text) => `${path}: ${text}`)
      })
    expect(found).toEqual([])
  })

  it('never carry the catalogue of every language: only their own words, in their props', () => {
    expect(sources.has(CATALOGUE_MODULE)).toBe(true)
    expect(modules).not.toContain(CATALOGUE_MODULE)
  })
})
