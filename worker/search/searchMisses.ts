import { scrubSearchTerms } from './scrubSearchTerms'

/** Queries longer than this are not kept: nobody reads them, and the table stays small. */
const MAX_KEPT_CHARS = 100
/** A miss not seen again for this long leaves the list (deleteOldSearchMisses, the daily job). */
const SEARCH_MISS_DAYS = 90

/** Counts a search that found nothing in D1 (`search_misses`): its language and its scrubbed, lower-cased words, never who searched. */
export async function recordSearchMiss(db: D1Database, language: string, query: string, now: number): Promise<void> {
  const kept = scrubSearchTerms(query).toLocaleLowerCase(language)
  if (kept === '' || kept.length > MAX_KEPT_CHARS) return
  await db
    .prepare(
      'INSERT INTO search_misses (language, query, misses, first_seen, last_seen) VALUES (?1, ?2, 1, ?3, ?3) ON CONFLICT (language, query) DO UPDATE SET misses = misses + 1, last_seen = excluded.last_seen',
    )
    .bind(language, kept, now)
    .run()
}

/** Forgets the misses not seen for SEARCH_MISS_DAYS. */
export async function deleteOldSearchMisses(db: D1Database, now: number): Promise<void> {
  await db
    .prepare('DELETE FROM search_misses WHERE last_seen < ?1')
    .bind(now - SEARCH_MISS_DAYS * 24 * 60 * 60 * 1000)
    .run()
}
