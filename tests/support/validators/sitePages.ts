// The pages the outside validators check: every page the sitemaps list, plus in every language the
// error page, page 2 of the paged lists, a filtered list of open positions, and the search page
// with results and without.

export interface SitePage {
  path: string
  status: number
  /** The Location header of a redirect, else null. */
  location: string | null
  html: string
}

/** Requests in flight at once. */
const CONCURRENCY = 8
/** Lists whose second page exists in some languages (`/blog/2/all`: tabs; `/press/page/2`: numbered). */
const SECOND_PAGES = ['/blog/2/all', '/tech/2/all', '/press/page/2']
const FILTERED_LIST = '/open-positions?type=FULL_TIME'
const MISSING_PAGE = '/this-page-does-not-exist'
/** The company's name is in every language's home page: found everywhere; the other query nowhere. */
const SEARCHES = ['/search?q=freight', '/search?q=zzqxv']

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)

async function text(url: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (site validators)' } })
  return { status: response.status, location: response.headers.get('location'), body: await response.text() }
}

/** Every path the sitemaps list. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const files = locations((await text(`${origin}/sitemap.xml`)).body)
  const paths = await Promise.all(files.map(async (file) => locations((await text(`${origin}${file}`)).body)))
  return [...new Set(paths.flat())]
}

/** Fetches every page, some at a time; in path order. */
export async function fetchAll(origin: string, paths: string[]): Promise<SitePage[]> {
  const pages: SitePage[] = []
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const { status, location, body } = await text(`${origin}${path}`)
      pages.push({ path, status, location, html: body })
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}

/** The paths the validators read: every page the sitemaps list, and the extra pages of every language they list. */
export async function sitePaths(origin: string): Promise<{ listed: string[]; extras: string[] }> {
  const listed = await sitemapPaths(origin)
  const prefixes = [...new Set(listed.map((path) => /^\/[a-z]{2}(?=\/|$)/.exec(path)?.[0] ?? ''))]
  const listedSet = new Set(listed)
  const filtered = prefixes.filter((prefix) => listedSet.has(`${prefix}${FILTERED_LIST.split('?')[0]}`)).map((prefix) => `${prefix}${FILTERED_LIST}`)
  const extras = [...filtered, ...prefixes.flatMap((prefix) => [MISSING_PAGE, ...SECOND_PAGES, ...SEARCHES].map((path) => `${prefix}${path}`))]
  return { listed, extras }
}

/**
 * The pages as read, but a second page where its language has no such list (it leads to the
 * English one: 302) or the list is too short to have one (404); everything else is the site's
 * answer as it is.
 */
export function withoutMissingSecondPages(pages: SitePage[]): SitePage[] {
  const isSecondPage = (path: string) => SECOND_PAGES.some((second) => path === second || path.endsWith(second))
  return pages.filter((page) => !(isSecondPage(page.path) && (page.status === 404 || page.status === 302)))
}

/** The sitemaps' pages and the extra ones of every language, fetched once. */
export async function sitePages(origin: string): Promise<SitePage[]> {
  const { listed, extras } = await sitePaths(origin)
  return withoutMissingSecondPages(await fetchAll(origin, [...listed, ...extras]))
}
