import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { addressChanges, formerAddress, recordedPlaces, recordPlaces, type StoryPlace } from './storyAddresses'

const db = env.LEADS
const A = 'a0000000-0000-4000-8000-000000000001'
const B = 'b0000000-0000-4000-8000-000000000002'

const place = (address: string): StoryPlace => ({ address, slug: `en${address}`, id: address.length })

/** Records one comparison: the places D1 holds now replaced by `now`, at the time `at`. */
async function observe(now: Record<string, string>, at: number): Promise<void> {
  const before = await recordedPlaces(db)
  const current = new Map(Object.entries(now).map(([uuid, address]) => [uuid, place(address)]))
  await recordPlaces(db, before, current, addressChanges(before, current), at)
}

beforeEach(async () => {
  await db.prepare('DELETE FROM story_addresses').run()
})

describe("the addresses stories have had (D1's history)", () => {
  it('sends an old address to the current one, and a chain of moves straight to the end', async () => {
    await observe({ [A]: '/first' }, 1)
    await observe({ [A]: '/second' }, 2)
    expect(await formerAddress(db, '/first')).toEqual({ kind: 'moved', location: '/second' })
    await observe({ [A]: '/third' }, 3)
    expect(await formerAddress(db, '/first')).toEqual({ kind: 'moved', location: '/third' })
    expect(await formerAddress(db, '/second')).toEqual({ kind: 'moved', location: '/third' })
    expect(await formerAddress(db, '/third')).toBeNull()
  })

  it('answers gone for the addresses of a story that is no page any more, and moved again once it is back', async () => {
    await observe({ [A]: '/first', [B]: '/other' }, 1)
    await observe({ [A]: '/second', [B]: '/other' }, 2)
    await observe({ [B]: '/other' }, 3)
    expect(await formerAddress(db, '/first')).toEqual({ kind: 'gone' })
    expect(await formerAddress(db, '/second')).toEqual({ kind: 'gone' })
    await observe({ [A]: '/second', [B]: '/other' }, 4)
    expect(await formerAddress(db, '/first')).toEqual({ kind: 'moved', location: '/second' })
    expect(await formerAddress(db, '/second')).toBeNull()
  })

  it('never redirects an address another story has now, and follows the last story to leave a shared one', async () => {
    await observe({ [A]: '/shared', [B]: '/b' }, 1)
    await observe({ [A]: '/a', [B]: '/shared' }, 2)
    expect(await formerAddress(db, '/shared')).toBeNull()
    await observe({ [A]: '/a', [B]: '/b-new' }, 3)
    // Both stories had /shared: B left it last.
    expect(await formerAddress(db, '/shared')).toEqual({ kind: 'moved', location: '/b-new' })
  })

  it('writes nothing when nothing moved, and records a thousand pages in one comparison', async () => {
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`uuid-${index}`, `/page-${index}`]))
    await observe(many, 1)
    expect((await recordedPlaces(db)).size).toBe(1000)
    const before = await recordedPlaces(db)
    expect(addressChanges(before, before)).toEqual([])
    await observe({ ...many, 'uuid-7': '/page-7-renamed' }, 2)
    expect(await formerAddress(db, '/page-7')).toEqual({ kind: 'moved', location: '/page-7-renamed' })
    const { results } = await db.prepare('SELECT COUNT(*) AS rows FROM story_addresses').all<{ rows: number }>()
    expect(results[0]?.rows).toBe(1001)
  })
})
