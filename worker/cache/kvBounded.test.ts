import { env, exports } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { slugify } from '../../shared/text/slugify'
import { TestContentService } from '../../tests/support/TestContentService'

// KV holds only what is bounded: anyone can ask for as many filter combinations of the open
// positions as they like, and none of them may become a KV entry; every page entry expires, so the
// pages of old builds age out.

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const COMBINATIONS = 500

async function get(path: string): Promise<Response> {
  const response = await exports.default.fetch(new Request(ORIGIN + path, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
  await response.arrayBuffer()
  return response
}

async function pageEntries(): Promise<{ name: string; expiration?: number }[]> {
  const entries: { name: string; expiration?: number }[] = []
  let cursor: string | undefined
  do {
    const listed = await env.CONTENT_CACHE.list({ prefix: 'page/', ...(cursor ? { cursor } : {}) })
    entries.push(...listed.keys)
    cursor = listed.list_complete ? undefined : listed.cursor
  } while (cursor)
  return entries
}

/** Every subset of `values` of up to `size` members, as repeated query parameters. */
function subsets(name: string, values: readonly string[], size: number): string[] {
  const found: string[][] = [[]]
  for (const value of values) for (const subset of [...found]) if (subset.length < size) found.push([...subset, value])
  return found.map((subset) => subset.map((value) => `${name}=${encodeURIComponent(value)}`).join('&'))
}

test(`${COMBINATIONS} different filter combinations of the open positions add no KV page entry; every page entry expires`, async () => {
  const { data } = await new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).client().get('cdn/stories', {
    starts_with: 'en/open-positions/',
    filter_query: { component: { in: 'job_opening' } },
    per_page: 100,
  })
  const openings = (data.stories as Story[]).map((story) => story.content)
  const facet = (field: string) => [...new Set(openings.map((content) => slugify(String(content[field]))))]
  const queries = subsets('department', facet('department'), 2).flatMap((departments) =>
    subsets('location', facet('location'), 2).map((locations) => [departments, locations].filter(Boolean).join('&')),
  )

  // Each entry expires a week after it is written: between this moment and the end, plus a week.
  const writtenFrom = Date.now() / 1000
  await get('/open-positions')
  await get('/about')
  // KV writes finish after the answer: wait for them, not for a time.
  await expect.poll(async () => (await pageEntries()).length).toBe(2)
  const before = await pageEntries()
  const filtered = new Set<string>()
  for (const query of queries) {
    if (filtered.size === COMBINATIONS) break
    if (query === '') continue
    // A query not in normal form is sent to it first (301): the normal form is the page.
    const first = await get(`/open-positions?${query}`)
    const address = first.status === 301 ? (first.headers.get('location') ?? '') : `/open-positions?${query}`
    if (!address.includes('?') || filtered.has(address)) continue
    const answer = first.status === 301 ? await get(address) : first
    expect([address, answer.status]).toEqual([address, 200])
    filtered.add(address)
  }
  expect(filtered.size).toBe(COMBINATIONS)

  // A page without a query, asked for after them all: once its entry is written, theirs would be too.
  await get('/blog')
  await expect.poll(async () => (await pageEntries()).length).toBeGreaterThan(before.length)
  const after = await pageEntries()
  expect(after.length).toBe(before.length + 1)
  const week = 7 * 24 * 60 * 60
  const writtenUntil = Date.now() / 1000
  for (const entry of after) {
    const expiration = entry.expiration ?? 0
    // KV keeps expirations in whole seconds.
    expect([entry.name, expiration >= Math.floor(writtenFrom + week) && expiration <= Math.ceil(writtenUntil + week)]).toEqual([entry.name, true])
  }
}, 300_000)
