import type { StoryLink } from '../content/linksMap'
import type { LanguageConfig } from '../config/languageConfig'
import { slugPage } from '../routeTable/storyPage'

/** Where a story is, or was: its site path and its full slug there, and its id (which webhooks name). */
export interface StoryPlace {
  address: string
  slug: string
  id: number
}

/** A story whose page moved (`to`), or is no page any more (`to` null: unpublished, deleted, or no route shows it). */
export interface AddressChange {
  uuid: string
  from: StoryPlace
  to: StoryPlace | null
}

/** What an old address answers: the story's current address, or that it is gone. */
export type FormerAddress = { kind: 'moved'; location: string } | { kind: 'gone' }

/** Rows a multi-row statement writes: 5 bound values each, within D1's 100 per statement. */
const ROWS_PER_STATEMENT = 16
/** Statements in one D1 batch. */
const STATEMENTS_PER_BATCH = 50

/** The pages of the published stories: by uuid, where each is (stories whose slug no route shows are no page). */
export function storyPlaces(links: readonly StoryLink[], config: LanguageConfig): Map<string, StoryPlace> {
  const places = new Map<string, StoryPlace>()
  for (const link of links) {
    const page = slugPage(link.slug, config)
    if (page?.components) places.set(link.uuid, { address: page.path, slug: link.slug, id: link.id })
  }
  return places
}

/** The pages as D1 last recorded them: each story's current place. Empty before the first comparison. */
export async function recordedPlaces(db: D1Database): Promise<Map<string, StoryPlace>> {
  const { results } = await db.prepare(`SELECT ${PLACE_COLUMNS} FROM story_addresses WHERE last_seen IS NULL`).all<PlaceRow>()
  return new Map(results.map((row) => [row.story_uuid, placeOf(row)]))
}

/** Whether the history holds nothing yet: the first comparison has not run. */
export async function historyIsEmpty(db: D1Database): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM story_addresses LIMIT 1').first()) === null
}

/** A story's current place by the id a webhook names, with its uuid; null when it has none (new, gone, or no page). */
export async function currentPlaceOf(db: D1Database, storyId: number): Promise<{ uuid: string; place: StoryPlace } | null> {
  const row = await db.prepare(`SELECT ${PLACE_COLUMNS} FROM story_addresses WHERE story_id = ?1 AND last_seen IS NULL LIMIT 1`).bind(storyId).first<PlaceRow>()
  return row ? { uuid: row.story_uuid, place: placeOf(row) } : null
}

/** Records that a story (by id) is no page any more: its current address closed with `at`. Returns that change, if it had one. */
export async function closeStory(db: D1Database, storyId: number, at: number): Promise<AddressChange[]> {
  const current = await currentPlaceOf(db, storyId)
  if (!current) return []
  await db.prepare('UPDATE story_addresses SET last_seen = ?1 WHERE story_id = ?2 AND last_seen IS NULL').bind(at, storyId).run()
  return [{ uuid: current.uuid, from: current.place, to: null }]
}

/** What changed between the last recorded places and the current ones. */
export function addressChanges(before: ReadonlyMap<string, StoryPlace>, now: ReadonlyMap<string, StoryPlace>): AddressChange[] {
  const changes: AddressChange[] = []
  for (const [uuid, from] of before) {
    const to = now.get(uuid) ?? null
    if (to?.address !== from.address) changes.push({ uuid, from, to })
  }
  return changes
}

const PLACE_COLUMNS = 'story_uuid, story_id, address, full_slug'
interface PlaceRow {
  story_uuid: string
  story_id: number
  address: string
  full_slug: string
}
const placeOf = (row: PlaceRow): StoryPlace => ({ address: row.address, slug: row.full_slug, id: row.story_id })

async function runBatched(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) await db.batch(statements.slice(start, start + STATEMENTS_PER_BATCH))
}

/**
 * Writes the current places to D1: each current address upserted as current (a story back at an
 * old address makes that one current again), each address left behind closed with `now` as its
 * last sighting. Only new and changed rows are written, so a comparison that finds nothing new
 * writes nothing; the first one writes every page once.
 */
export async function recordPlaces(
  db: D1Database,
  before: ReadonlyMap<string, StoryPlace>,
  now: ReadonlyMap<string, StoryPlace>,
  changes: readonly AddressChange[],
  at: number,
): Promise<void> {
  const fresh = [...now].filter(([uuid, place]) => before.get(uuid)?.address !== place.address)
  const statements: D1PreparedStatement[] = changes.map((change) =>
    db.prepare('UPDATE story_addresses SET last_seen = ?1 WHERE address = ?2 AND story_uuid = ?3').bind(at, change.from.address, change.uuid),
  )
  for (let start = 0; start < fresh.length; start += ROWS_PER_STATEMENT) {
    const rows = fresh.slice(start, start + ROWS_PER_STATEMENT)
    statements.push(
      db
        .prepare(
          `INSERT INTO story_addresses (address, story_uuid, story_id, full_slug, first_seen, last_seen) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, NULL)').join(', ')}
           ON CONFLICT (address, story_uuid) DO UPDATE SET last_seen = NULL, full_slug = excluded.full_slug, story_id = excluded.story_id`,
        )
        .bind(...rows.flatMap(([uuid, place]) => [place.address, uuid, place.id, place.slug, at])),
    )
  }
  await runBatched(db, statements)
}

/**
 * What an address a story once had answers (the canonical path, `/de/blog/x`): 301 to where
 * that story is now, however many times it moved since (a chain collapses: each old address
 * leads straight to the current one), or 410 when the story is no page any more. Null for an
 * address no story had, or that is some story's current address (its page answers, or if it
 * does not, a 404 does). Of several stories that left one address, the last to leave it counts.
 */
async function readFormerAddress(db: D1Database, path: string): Promise<FormerAddress | null> {
  const row = await db
    .prepare(
      `SELECT current.address AS location
       FROM story_addresses AS old
       LEFT JOIN story_addresses AS current ON current.story_uuid = old.story_uuid AND current.last_seen IS NULL
       WHERE old.address = ?1 AND old.last_seen IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM story_addresses AS taken WHERE taken.address = ?1 AND taken.last_seen IS NULL)
       ORDER BY old.last_seen DESC
       LIMIT 1`,
    )
    .bind(path)
    .first<{ location: string | null }>()
  if (!row) return null
  return row.location === null ? { kind: 'gone' } : { kind: 'moved', location: row.location }
}

/** What an address a story once had answers (readFormerAddress), or null when D1 cannot answer (the address then answers 404, as before the history). */
export function formerAddress(db: D1Database, path: string): Promise<FormerAddress | null> {
  return readFormerAddress(db, path).catch((error: unknown) => {
    console.warn('the addresses stories had could not be read', error)
    return null
  })
}
