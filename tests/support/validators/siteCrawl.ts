import type { SitePage } from './sitePages'
import { decodeEntities } from '../decodeEntities'

// Every page the site's own links reach, from the validators' pages on: each fetched once, with
// what the link checks need (status, redirect, element ids, h1 headings).

/** The language switch's links store a choice (a cookie) and redirect: they are checked by their own tests. */
const LANGUAGE_CHOICE = 'set-language'
/** The crawl stops after this many pages (the demo site has about 600): past it, the test says so and fails. */
export const MAX_CRAWLED_PAGES = 1500
/** Requests in flight at once. */
const CONCURRENCY = 8

export interface Link {
  from: string
  /** Path and query of the target. */
  path: string
  /** The target's fragment, decoded; null without one. */
  fragment: string | null
  /** An `href="#…"`: a place in the page itself, not a page to load. */
  inPage: boolean
}

export interface CrawledPage {
  status: number
  /** Where a redirect leads (path and query on this site), or null. */
  redirectsTo: string | null
  /** Ids of the page's elements, for fragment links. */
  ids: Set<string>
  /** How many h1 headings an HTML page has; null for other files. */
  h1s: number | null
}

/** Every link of a page on this site: anchors and the head's canonical, hreflang, prev and next links (assets and the language switch aside). */
function siteLinks(html: string, pagePath: string, origin: string): Link[] {
  const links: Link[] = []
  for (const match of html.matchAll(/<(?:a|link)\b[^>]*?\bhref="([^"]*)"/g)) {
    const href = decodeEntities(match[1] ?? '')
    if (!href || /^(mailto|tel|javascript):/i.test(href)) continue
    const url = new URL(href, `${origin}${pagePath}`)
    if (url.origin !== origin || url.searchParams.has(LANGUAGE_CHOICE) || url.pathname.startsWith('/assets/')) continue
    links.push({
      from: pagePath,
      path: url.pathname + url.search,
      fragment: url.hash ? decodeURIComponent(url.hash.slice(1)) : null,
      inPage: href.startsWith('#'),
    })
  }
  return links
}

function crawled(status: number, location: string | null, html: string | null, origin: string, path: string): CrawledPage {
  const target = location ? new URL(location, `${origin}${path}`) : null
  return {
    status,
    redirectsTo: target && target.origin === origin ? target.pathname + target.search : null,
    ids: new Set(html ? [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1] ?? '')) : []),
    h1s: html === null ? null : (html.match(/<h1[\s>]/g)?.length ?? 0),
  }
}

/**
 * Follows every internal link (and every redirect on this site) from `known`, the pages already
 * fetched, fetching each new path once; stops at MAX_CRAWLED_PAGES.
 */
export async function crawlSite(origin: string, known: SitePage[]): Promise<{ pages: Map<string, CrawledPage>; links: Link[] }> {
  const pages = new Map<string, CrawledPage>()
  const links: Link[] = []
  const queued = new Set<string>()
  const queue: string[] = []
  const follow = (link: Link) => {
    links.push(link)
    if (!queued.has(link.path) && queued.size < MAX_CRAWLED_PAGES + 1) {
      queued.add(link.path)
      queue.push(link.path)
    }
  }
  for (const page of known) {
    queued.add(page.path)
    pages.set(page.path, crawled(page.status, page.location, page.html, origin, page.path))
  }
  for (const page of known) if (page.html) for (const link of siteLinks(page.html, page.path, origin)) follow(link)
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (pages.has(path)) continue
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html') ? await response.text() : (await response.body?.cancel(), null)
      const page = crawled(response.status, response.headers.get('location'), html, origin, path)
      pages.set(path, page)
      if (page.redirectsTo) follow({ from: path, path: page.redirectsTo, fragment: null, inPage: false })
      if (html) for (const link of siteLinks(html, path, origin)) follow(link)
    }
  }
  // Workers pick up links as pages arrive; again until no worker found anything new.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { pages, links }
}

/** The status a path ends at, following the site's redirects (at most three). */
export function finalStatus(pages: Map<string, CrawledPage>, path: string): number {
  let page = pages.get(path)
  for (let hop = 0; page?.redirectsTo && hop < 3; hop++) page = pages.get(page.redirectsTo)
  return page?.redirectsTo ? 310 : (page?.status ?? 0)
}

/** The paths the links lead to from `start`, through any number of pages. */
export function reachableFrom(start: string[], links: Link[]): Set<string> {
  const targets = new Map<string, string[]>()
  for (const link of links) targets.set(link.from, [...(targets.get(link.from) ?? []), link.path])
  const reached = new Set(start)
  for (const path of reached) for (const target of targets.get(path) ?? []) reached.add(target)
  return reached
}
