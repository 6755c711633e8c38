import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SECTIONS } from '../../shared/sections/sections'

// axe-core on every template of the site, on a desktop and a phone viewport: each list, one story
// of each list, the generic page, the FAQ and the error page.

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/** The sections' lists whose stories have pages of their own (the generic pages are /about's), and those that show their stories on the list itself. */
const LISTS = SECTIONS.filter((section) => section.storyRoutes.length > 0 && section.id !== 'pages').map((section) => section.basePath)
const LISTED_ONLY = SECTIONS.filter((section) => section.storyRoutes.length === 0).map((section) => section.basePath)
const PAGES = ['/', '/about', '/faq', ...LISTED_ONLY, '/de/this-page-does-not-exist']

/** The first story a list links to (`/blog/…`, not a tab or a later page); none for a section without content yet (its list is the error page). */
async function firstStory(request: APIRequestContext, list: string): Promise<string[]> {
  const response = await request.get(list)
  if (response.status() === 404) return []
  const html = await response.text()
  const story = [...html.matchAll(/href="(\/[^"#?]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((href) => href.startsWith(`${list}/`) && !/\/\d+\//.test(href) && !href.includes('/page/'))
  if (!story) throw new Error(`${list} links to no story`)
  return [story]
}

for (const path of [...PAGES, ...LISTS]) {
  test(`${path}${LISTS.includes(path) ? ' and its first story' : ''}: no axe-core violations`, async ({ page, request }) => {
    const paths = LISTS.includes(path) ? [path, ...(await firstStory(request, path))] : [path]
    for (const target of paths) {
      await page.goto(target)
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      expect(
        results.violations.map((violation) => `${target}: ${violation.id} (${violation.nodes.length})`),
        target,
      ).toEqual([])
    }
  })
}
