import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { decodeEntities } from '../support/decodeEntities'

/** Where the crawl starts: the home page of each fully translated language. */
const START_PATHS = ['/', '/de', '/fr']
/** The crawl stops after this many pages (the demo site has about 500). */
const MAX_PAGES = 1500
/** Requests in flight at once. */
const CONCURRENCY = 8
/** In-page targets that open something instead of scrolling to an element. */
const ACTION_FRAGMENTS = new Set(['cookie-settings'])
/** The language switch's links store a choice (a cookie) and redirect; the crawl stays cookie-free. */
const LANGUAGE_CHOICE = 'set-language'

interface Link {
  from: string
  path: string
  fragment: string | null
  /** An `href="#…"` link: an anchor the page itself made. */
}

interface Visited {
  status: number
  /** Ids of the page's elements, for fragment links. */
  ids: Set<string>
  /** How many h1 headings an HTML page has (one, its headline); null for other files. */
  h1s: number | null
}

/** Every link of a page on this site: anchors and the head's canonical, hreflang, prev and next links. */
function siteLinks(html: string, pageUrl: URL): Link[] {
  const hrefs = [...html.matchAll(/<(?:a|link)\b[^>]*?\bhref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''))
  const links: Link[] = []
  for (const href of hrefs) {
    if (!href || /^(mailto|tel|javascript):/i.test(href)) continue
    const url = new URL(href, pageUrl)
    if (url.origin !== pageUrl.origin || url.searchParams.has(LANGUAGE_CHOICE)) continue
    links.push({ from: pageUrl.pathname, path: url.pathname + url.search, fragment: url.hash ? decodeURIComponent(url.hash.slice(1)) : null })
  }
  return links
}

function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1] ?? '')))
}

async function visit(context: APIRequestContext, path: string): Promise<{ visited: Visited; html: string | null; location: string | null }> {
  const response = await context.get(path, { maxRedirects: 0, failOnStatusCode: false })
  const status = response.status()
  const location = response.headers().location ?? null
  const isHtml = (response.headers()['content-type'] ?? '').startsWith('text/html')
  const html = isHtml ? await response.text() : null
  return { visited: { status, ids: html ? elementIds(html) : new Set(), h1s: html === null ? null : (html.match(/<h1[\s>]/g)?.length ?? 0) }, html, location }
}

test('every internal link from /, /de and /fr leads to a page with one h1, and no page fails', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the crawl needs no browser: one project is enough')
  test.setTimeout(120_000)
  // A context of its own: no cookies, so no language redirect changes what a path answers.
  const context = await playwrightRequest.newContext({ baseURL })
  const visited = new Map<string, Visited>()
  const linksTo = new Map<string, Link[]>()
  const queue = [...START_PATHS]
  const queued = new Set(queue)

  const enqueue = (link: Link) => {
    linksTo.set(link.path, [...(linksTo.get(link.path) ?? []), link])
    if (!queued.has(link.path) && queued.size < MAX_PAGES) {
      queued.add(link.path)
      queue.push(link.path)
    }
  }

  const worker = async () => {
    while (queue.length > 0) {
      const path = queue.shift() as string
      const { visited: result, html, location } = await visit(context, path)
      visited.set(path, result)
      if (location) {
        const target = new URL(location, new URL(path, baseURL))
        if (target.origin === new URL(baseURL as string).origin) enqueue({ from: path, path: target.pathname + target.search, fragment: null })
      }
      if (html) for (const link of siteLinks(html, new URL(path, baseURL))) enqueue(link)
    }
  }
  // Workers pick up links as pages arrive; repeat until no worker found anything new.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  await context.dispose()

  const failures: string[] = []
  for (const [path, result] of visited) {
    if (result.status >= 400) {
      const from = (linksTo.get(path) ?? []).map((link) => link.from)
      failures.push(`${result.status} ${path} (linked from ${from.slice(0, 3).join(', ') || 'the start'})`)
    } else if (result.h1s !== null && result.h1s !== 1) failures.push(`${result.h1s} h1 headings on ${path}`)
  }
  for (const [path, links] of linksTo) {
    const target = visited.get(path)
    if (!target || target.status !== 200) continue
    for (const link of links) {
      if (!link.fragment || ACTION_FRAGMENTS.has(link.fragment) || target.ids.has(link.fragment)) continue
      failures.push(`no #${link.fragment} on ${path} (linked from ${link.from})`)
    }
  }
  testInfo.annotations.push({ type: 'pages crawled', description: String(visited.size) })

  expect(visited.size, 'the crawl reached the whole site').toBeGreaterThan(300)
  expect(visited.size, 'the crawl stayed within its bound').toBeLessThanOrEqual(MAX_PAGES)
  expect(failures).toEqual([])
})
