import { onceEach, readLinkedPages } from '../../shared/seo/readLinkedPages'
import type { SeoProblem } from '../../shared/seo/SeoProblem'
import { linkedPaths, seoProblems } from '../../shared/seo/seoProblems'
import { httpPages } from './httpPages'
import { sitemapPaths } from './sitemapPaths'

/** Requests in flight at once: the site's pages and every page they link, each read once. */
const CONCURRENCY = 8

/** What the report found on one page the sitemaps list: the checks' problems, or the status it answered instead of a page. */
export interface PageReport {
  path: string
  status: number
  problems: SeoProblem[]
}

/**
 * Every page the site's sitemaps list (or only `pages`), checked with the rules the worker applies
 * at a publish (shared/seo/seoProblems): each page and each page they link or name as a translation
 * read once, CONCURRENCY at a time. In the sitemaps' order (or the order given).
 */
export async function checkSite(origin: string, pages?: readonly string[]): Promise<PageReport[]> {
  const load = onceEach(httpPages(origin), CONCURRENCY)
  const paths = pages ?? (await sitemapPaths(origin))
  return Promise.all(
    paths.map(async (path): Promise<PageReport> => {
      const { status, outline } = await load(path)
      if (!outline) return { path, status, problems: [] }
      return { path, status, problems: seoProblems(outline, await readLinkedPages(linkedPaths(outline, origin), load, origin), origin) }
    }),
  )
}
