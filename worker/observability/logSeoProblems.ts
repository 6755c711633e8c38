import type { SeoProblem } from '../../shared/seo/SeoProblem'

/** A published story's page and what the check at its publish found on it. */
export interface SeoProblemsLogEntry {
  story: number
  slug: string
  /** `{id}@{published_at}`. */
  version: string
  path: string
  problems: readonly SeoProblem[]
}

/**
 * Logs what the check at a publish found on the published page as one JSON line (`console.warn`:
 * the page works, its links, translations, images or head do not hold up), once per story version
 * (worker/seo/checkPublishedStory).
 */
export function logSeoProblems(entry: SeoProblemsLogEntry): void {
  console.warn(JSON.stringify({ level: 'warn', message: 'the published page has SEO problems', ...entry }))
}
