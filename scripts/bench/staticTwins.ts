import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A page as the site answered it: its twin is made from it. */
export interface AnsweredPage {
  /** The twin's name: `/bench/{name}`. */
  name: string
  html: string
}

/**
 * Writes the static twin of each page into the client build `dir`: the same bytes, which Workers
 * static assets serve at `/bench/{name}` (`name.html`, their HTML handling) with a file's headers.
 * A twin given the page's own headers by `_headers` rules was tried on 2026-12-06 and dropped: the
 * asset server applies such rules in JavaScript on every request, and that twin served 0.6–0.9×
 * the plain one, a reference slower for a reason of its own (docs/measuring.md).
 * `npm run build` writes `dir` afresh.
 */
export async function writeStaticTwins(dir: string, pages: readonly AnsweredPage[]): Promise<void> {
  const benchDir = path.join(dir, 'bench')
  await mkdir(benchDir, { recursive: true })
  for (const page of pages) await writeFile(path.join(benchDir, `${page.name}.html`), page.html)
}
