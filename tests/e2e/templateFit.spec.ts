import { expect, type Locator, type Page } from '@playwright/test'
import { SECTIONS, type Section } from '../../shared/sections/sections'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { LISTED_ONLY } from '../../worker/content/listedOnly'
import { CONTENT_SERVICE } from '../support/localEditor'
import { testWithPagePerWorker } from '../support/pagePerWorker'
import { READER_EXPECTATIONS } from '../support/readerExpectations'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// The page templates read right on a phone and a desktop: one headline per page, neighbours named
// as what they are, and phrases that wrap whole.

/** A story of a list with a neighbour on each side: its second card (the lists run newest first). */
async function middleStory(page: Page, list: string): Promise<string> {
  await page.goto(list)
  const href = await page.locator('.card__link').nth(1).getAttribute('href')
  if (!href) throw new Error(`no second card on ${list}`)
  return href
}

/** How many lines an element's words run over (its text only: an icon beside them is no line). */
function lines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const tops = new Set<number>()
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top))
    }
    return tops.size
  })
}

test.describe('the home page', { tag: '@viewport' }, () => {
  for (const path of ['/', '/de']) {
    test(`${path}: its one h1 is the big headline, not the small line above it`, async ({ page }) => {
      await page.goto(path)
      const h1 = page.locator('h1')
      await expect(h1).toHaveCount(1)
      await expect(h1).toHaveClass(/section-head__title--big/)
      const size = (element: Locator) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))
      // The largest words on the page, and larger than the line above it, which is a paragraph.
      for (const text of await page.locator('main :is(h2, h3, p)').all()) expect(await size(h1)).toBeGreaterThan(await size(text))
      await expect(page.locator('main .page__tagline')).toHaveCount(1)
    })
  }
})

/** Every content type of the sections whose story pages link their previous and next story (sections.ts `adjacent`). */
const LINKED = SECTIONS.filter((section) => section.adjacent).flatMap((section) =>
  section.types.filter((type) => type.pageKind).map((type) => ({ section, component: type.component })),
)

/**
 * The address of an English story of a component with a neighbour on each side: the second newest
 * of its listed stories in its folder (neighbours are the same type's, in the lists' order), at
 * the first route of its section that shows it.
 */
async function middleStoryOf(section: Section, component: string): Promise<string> {
  const query = new URLSearchParams({
    token: demoSpace.publicToken,
    starts_with: `en/${section.folder}/`,
    is_startpage: '0',
    'filter_query[component][in]': component,
    ...LISTED_ONLY,
    sort_by: 'first_published_at:desc',
    per_page: '3',
  })
  const response = await fetch(`${CONTENT_SERVICE}/v2/cdn/stories?${query}`)
  const { stories } = (await response.json()) as { stories: { slug: string; full_slug: string }[] }
  const [, middle, last] = stories
  if (!middle || !last) throw new Error(`fewer than three ${component} stories in en/${section.folder}/`)
  const folder = middle.full_slug.slice('en/'.length, -middle.slug.length - 1)
  const route = section.storyRoutes.find((candidate) => candidate.folders.includes(folder) && (candidate.components ?? [component]).includes(component))
  if (!route) throw new Error(`no route of ${section.basePath} shows ${middle.full_slug}`)
  return `${section.basePath}${route.path.replace(':slug', middle.slug)}`
}

test.describe('previous and next links', { tag: '@viewport' }, () => {
  test('names the neighbours of every content type whose stories link them', () => {
    const unnamed = LINKED.filter(({ component }) => !READER_EXPECTATIONS[component]?.neighbours).map(({ component }) => component)
    expect(
      unnamed,
      `add what a reader expects their neighbours called to READER_EXPECTATIONS (tests/support/readerExpectations.ts): ${unnamed.join(', ')}`,
    ).toEqual([])
  })

  for (const { section, component } of LINKED) {
    const [kind, more] = READER_EXPECTATIONS[component]?.neighbours ?? ['?', '?']
    test(`${section.basePath} (${component}): a story names its neighbours "Previous ${kind}" and "Next ${kind}"`, async ({ page }) => {
      await page.goto(await middleStoryOf(section, component))
      const nav = page.getByRole('navigation', { name: more })
      await expect(nav.locator('.prev-next__label')).toHaveText([`Previous ${kind}`, `Next ${kind}`])
    })
  }

  test('in German too: "Vorheriger Bericht", "Nächster Bericht"', async ({ page }) => {
    await page.goto(await middleStory(page, '/de/reports'))
    await expect(page.getByRole('navigation', { name: 'Weitere Berichte' }).locator('.prev-next__label')).toHaveText(['Vorheriger Bericht', 'Nächster Bericht'])
  })
})

test.describe('wrapping on a narrow phone', { tag: '@viewport' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
  })

  for (const path of ['/blog/2/all', '/de/blog/2/all', '/fr/press/page/2']) {
    test(`${path}: "page 2 of 3" stays on one line, and nothing is wider than the screen`, async ({ page }) => {
      await page.goto(path)
      const status = page.locator('.pagination__status')
      await expect(status).toHaveText(/2/)
      expect(await lines(status)).toBe(1)
      for (const link of await page.locator('.pagination a').all()) expect(await lines(link)).toBe(1)
      expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)).toBeLessThanOrEqual(0)
    })
  }

  test('an article’s breadcrumbs wrap between items: no line starts with the separator', async ({ page }) => {
    await page.goto(await middleStory(page, '/blog'))
    const items = page.locator('.breadcrumbs li')
    const count = await items.count()
    expect(count).toBeGreaterThanOrEqual(3)
    const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
    // The article's title does not fit beside the trail on a phone: the trail wraps.
    expect(new Set(tops).size).toBeGreaterThan(1)
    const separators = await items.evaluateAll((elements) =>
      elements.map((element) => [getComputedStyle(element, '::before').content, getComputedStyle(element, '::after').content]),
    )
    for (let index = 0; index < count; index++) {
      const [before, after] = separators[index] ?? []
      // Each item starts with its own words (no separator before it); every item but the last ends with one.
      expect(before, `item ${index}`).toMatch(/^(none|normal)$/)
      if (index < count - 1) expect(after, `item ${index}`).toContain('/')
      else expect(after, 'the last item').toMatch(/^(none|normal)$/)
    }
  })
})
