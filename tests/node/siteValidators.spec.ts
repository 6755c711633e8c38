import { expect, test } from '@playwright/test'
import { finalStatus, internalLinks } from './validators/internalLinks'
import { nuHtmlChecker } from './validators/nuHtmlChecker'
import { sitePages, type SitePage } from './validators/sitePages'
import { structuredDataProblems } from './validators/structuredData'

// The site as the web's gatekeepers see it: every page the sitemaps list, plus in every language
// the error page, page 2 of the lists and a filtered list, through the W3C Nu HTML checker, a
// structured-data check and a link check (README, "Checks").

let pages: SitePage[] = []
let origin = ''

test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000)
  origin = new URL(baseURL ?? '').origin
  pages = await sitePages(origin)
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

test('every internal link answers 2xx, or 3xx to a 2xx', async () => {
  test.setTimeout(180_000)
  const links = internalLinks(pages, origin)
  const broken: { path: string; text: string }[] = []
  const queue = [...links.keys()]
  const worker = async () => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
      const status = await finalStatus(origin, target)
      if (status >= 300) for (const from of links.get(target) ?? []) broken.push({ path: from, text: `${target} answers ${status}` })
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  expect(summary(broken), `${broken.length} broken links of ${links.size}`).toEqual([])
})
