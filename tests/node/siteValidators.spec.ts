import { expect, test } from '@playwright/test'
import { nuHtmlChecker } from '../support/validators/nuHtmlChecker'
import { crawlSite, finalStatus, MAX_CRAWLED_PAGES, reachableFrom, type CrawledPage, type Link } from '../support/validators/siteCrawl'
import { sitePages, type SitePage } from '../support/validators/sitePages'
import { structuredDataProblems } from '../support/validators/structuredData'

// The site as the web's gatekeepers see it: every page the sitemaps list, plus in every language
// the error page, page 2 of the lists and a filtered list, through the W3C Nu HTML checker and a
// structured-data check; and every page the site's links reach from there, each fetched once,
// through the link checks (README, "Checks").

let pages: SitePage[] = []
let crawl: { pages: Map<string, CrawledPage>; links: Link[] } = { pages: new Map(), links: [] }

/** In-page targets that open something instead of scrolling to an element. */
const ACTION_FRAGMENTS = new Set(['cookie-settings'])

test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ baseURL }) => {
  // About 500 pages, then every page their links reach: about a minute here, and over three on a machine busy with other work.
  test.setTimeout(360_000)
  const origin = new URL(baseURL ?? '').origin
  pages = await sitePages(origin)
  crawl = await crawlSite(origin, pages)
})

/** Problems grouped by what is wrong, each with a count and a few pages, for a readable failure. */
function summary(problems: { path: string; text: string }[]): string[] {
  const byText = new Map<string, string[]>()
  for (const { path, text } of problems) byText.set(text, [...(byText.get(text) ?? []), path])
  return [...byText].map(([text, paths]) => `${paths.length} × ${text} (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''})`)
}

test('every listed page answers 200, and the error pages 404', () => {
  const wrong = pages.filter((page) => page.status !== (page.path.includes('/this-page-does-not-exist') ? 404 : 200))
  expect(wrong.map((page) => `${page.path}: ${page.status}`)).toEqual([])
  expect(pages.length).toBeGreaterThan(400)
})

test('the W3C Nu HTML checker finds no error', () => {
  test.setTimeout(180_000)
  const messages = nuHtmlChecker(pages)
  const warnings = messages.filter((message) => message.type === 'warning')
  if (warnings.length > 0)
    test.info().annotations.push({ type: 'warnings', description: summary(warnings.map((w) => ({ path: w.path, text: w.message }))).join('\n') })
  const errors = messages.filter((message) => message.type === 'error').map((error) => ({ path: error.path, text: error.message }))
  expect(summary(errors), `${errors.length} errors on ${pages.length} pages`).toEqual([])
})

test('every JSON-LD node has what Google’s rich results require and recommend', () => {
  const problems = structuredDataProblems(pages).map((problem) => ({ path: problem.path, text: `${problem.type}: ${problem.problem}` }))
  expect(summary(problems), `${problems.length} problems on ${pages.length} pages`).toEqual([])
})

test('every internal link answers 2xx, or 3xx to a 2xx; the links reach the whole site and no more than the crawl’s bound', () => {
  test.info().annotations.push({ type: 'pages the links reach', description: String(crawl.pages.size) })
  expect(crawl.pages.size, `the crawl stops at ${MAX_CRAWLED_PAGES} pages: raise MAX_CRAWLED_PAGES`).toBeLessThanOrEqual(MAX_CRAWLED_PAGES)
  // The site hangs together: its home pages lead to most of it.
  expect(reachableFrom(['/', '/de', '/fr'], crawl.links).size, 'pages the links reach from /, /de and /fr').toBeGreaterThan(300)
  const broken = crawl.links
    .filter((link) => !link.inPage && finalStatus(crawl.pages, link.path) >= 300)
    .map((link) => ({ path: link.from, text: `${link.path} answers ${finalStatus(crawl.pages, link.path)}` }))
  expect(summary(broken), `${broken.length} broken links`).toEqual([])
})

test('every page the links reach has one h1, and every link to a place in a page finds its element', () => {
  const headings = [...crawl.pages]
    .filter(([, page]) => page.status === 200 && page.h1s !== null && page.h1s !== 1)
    .map(([path, page]) => ({ path, text: `${page.h1s} h1 headings` }))
  const fragments = crawl.links
    .filter((link) => link.fragment !== null && !ACTION_FRAGMENTS.has(link.fragment))
    .filter((link) => crawl.pages.get(link.path)?.status === 200 && !crawl.pages.get(link.path)?.ids.has(link.fragment ?? ''))
    .map((link) => ({ path: link.from, text: `no #${link.fragment} on ${link.path}` }))
  expect(summary([...headings, ...fragments])).toEqual([])
})
