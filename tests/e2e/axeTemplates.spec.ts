import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'

// axe-core on every template of the site, on a desktop and a phone viewport: each list, one story
// of each list, the generic page, the FAQ and the error page.

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const LISTS = ['/blog', '/case', '/glossary', '/press', '/reports', '/tech', '/webinars']
const PAGES = ['/', '/about', '/faq', '/press/clippings', '/open-positions', '/de/this-page-does-not-exist']

/** The first story a list links to (`/blog/…`, not a tab or a later page). */
async function firstStory(request: APIRequestContext, list: string): Promise<string> {
  const html = await (await request.get(list)).text()
  const story = [...html.matchAll(/href="(\/[^"#?]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((href) => href.startsWith(`${list}/`) && !/\/\d+\//.test(href) && !href.includes('/page/'))
  if (!story) throw new Error(`${list} links to no story`)
  return story
}

for (const path of [...PAGES, ...LISTS]) {
  test(`${path}${LISTS.includes(path) ? ' and its first story' : ''}: no axe-core violations`, async ({ page, request }) => {
    const paths = LISTS.includes(path) ? [path, await firstStory(request, path)] : [path]
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
