import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A page as the site answered it: the twins are made from it. */
export interface AnsweredPage {
  /** The twins' base name: `/bench/{name}` and `/bench/{name}-file`. */
  name: string
  html: string
  headers: Headers
}

/** Headers the static asset server sends of its own, or that belong to one connection or one answer: never written into a rule. */
const ASSET_SERVER_HEADERS = new Set([
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'age',
  'cf-cache-status',
])

/** The `_headers` rule that gives `/bench/{name}` the page's own headers: each detached from the wider rules first, then set once. */
function sameHeadersRule(page: AnsweredPage): string {
  const copied = [...page.headers].filter(([name]) => !ASSET_SERVER_HEADERS.has(name))
  return [`/bench/${page.name}`, ...copied.map(([name]) => `  ! ${name}`), ...copied.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
}

/**
 * Writes two static twins of each page into the client build `dir` (Workers static assets serve
 * `name.html` at `/bench/name`): `/bench/{name}`, the same bytes with the page's headers (a rule
 * appended to the build's `_headers`), the reference of the edge hit's ratio, so that the ratio
 * compares the two ways to answer, not two sets of headers; and `/bench/{name}-file`, the same
 * bytes with the headers of any file (`public/_headers`), the twin of the runs before 2026-12-06.
 * `npm run build` writes `dir` afresh, rules included.
 */
export async function writeStaticTwins(dir: string, pages: readonly AnsweredPage[]): Promise<void> {
  const benchDir = path.join(dir, 'bench')
  await mkdir(benchDir, { recursive: true })
  for (const page of pages) {
    await writeFile(path.join(benchDir, `${page.name}.html`), page.html)
    await writeFile(path.join(benchDir, `${page.name}-file.html`), page.html)
  }
  const rules = pages.map(sameHeadersRule).join('\n\n')
  await appendFile(path.join(dir, '_headers'), `\n# npm run bench: its static twins with their pages' headers (scripts/bench/staticTwins.ts).\n${rules}\n`)
}
