import { exports } from 'cloudflare:workers'
import { expect, it } from 'vitest'

it('a list page loads its first row of card images at once (the largest paint) and the rest lazily', async () => {
  const html = await (await exports.default.fetch(new Request('http://localhost/blog'))).text()
  const loading = [...html.matchAll(/<img [^>]*class="image card__image"[^>]*>/g)].map(([tag]) => /loading="(\w+)"/.exec(tag)?.[1])
  expect(loading.length).toBeGreaterThan(3)
  expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager'])
  expect(new Set(loading.slice(3))).toEqual(new Set(['lazy']))
})
