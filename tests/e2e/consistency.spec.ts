import { expect, type Page } from '@playwright/test'
import type { Language } from '../../shared/i18n/languages'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { TITLE_LENGTH } from '../../shared/seo/seoBounds'
import { companyContact } from '../../storyblok-local/generate/companyContact'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// One site, whichever page or language a visitor is on: one size for a page's title, one
// breadcrumb pattern on the generic pages, the brand at the end of every tab's title and spelled
// one way, one logo and banner in every language, the footer picture at its own proportion, and
// the contacts the contact page names as links. Pages loaded and read: one page per worker.
const test = testWithPagePerWorker()

const BRAND = 'Freight Demo'
/** How a tab's title ends: the page's own title, then the brand. */
const BRANDING = ` · ${BRAND}`
/** The demo space's generic pages: at the language root (`en/about`) and in the pages folder (`en/pages/faq`), both at `/{slug}`. */
const GENERIC_PAGES = [
  '/about',
  '/sustainability',
  '/contact',
  '/apply',
  '/privacy',
  '/imprint',
  '/for-shippers',
  '/for-carriers',
  '/pricing',
  '/mobile-app',
  '/partners',
  '/faq',
]

const prefixed = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path === '/' ? '' : path}`)

const TITLE_MAX = TITLE_LENGTH.max

/** The address of a list's first card. */
async function firstCard(page: Page, list: string): Promise<string> {
  await page.goto(list)
  const href = await page.locator('.card__link').first().getAttribute('href')
  expect(href).toBeTruthy()
  return href ?? ''
}

test('a page’s title (its h1) has one size on every template, the legal and help pages’ too', { tag: '@viewport' }, async ({ keptPage: page }) => {
  const pages = [
    '/privacy',
    '/imprint',
    '/apply',
    '/faq',
    '/about',
    '/pricing',
    '/contact',
    '/',
    '/blog',
    '/glossary',
    '/open-positions',
    await firstCard(page, '/blog'),
  ]
  const sizes = new Map<string, string>()
  for (const path of pages) {
    await page.goto(path)
    const h1 = page.locator('main h1')
    await expect(h1).toHaveCount(1)
    sizes.set(path, await h1.evaluate((element) => getComputedStyle(element).fontSize))
  }
  const [first] = sizes.values()
  expect(Object.fromEntries(sizes)).toEqual(Object.fromEntries(pages.map((path) => [path, first])))
  // The h1 stands out from the section heads below it (the legal pages' were those heads' 24 px).
  expect(Number.parseFloat(first ?? '')).toBeGreaterThan(24)
})

test('every generic page has one breadcrumb pattern, Home and the page, wherever its story is kept', async ({ keptPage: page }) => {
  const visits: [Language, string][] = [
    ...GENERIC_PAGES.map((path): [Language, string] => ['en', path]),
    ...['/about', '/privacy', '/faq', '/pricing'].map((path): [Language, string] => ['de', path]),
  ]
  for (const [language, path] of visits) {
    await page.goto(prefixed(language, path))
    const crumbs = page.locator('.breadcrumbs li')
    await expect(crumbs, path).toHaveCount(2)
    await expect(crumbs.first().getByRole('link')).toHaveText(CATALOGUE[language].templates.home)
    await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', prefixed(language, '/'))
    await expect(crumbs.last().locator('[aria-current="page"]')).not.toBeEmpty()
    // The structured data says the same trail.
    const trail = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; itemListElement?: unknown[] })
          .find((node) => node['@type'] === 'BreadcrumbList'),
      )
    expect(trail?.itemListElement, path).toHaveLength(2)
  }
})

test('every tab’s title ends with the brand where it fits, and every page spells it one way', async ({ keptPage: page }) => {
  // 33 pages, each loaded and read: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000)
  const paths: string[] = []
  /** Posts, whose titles may be long enough to fill a tab alone. */
  const posts: string[] = []
  for (const language of ['en', 'de', 'fr'] as const) {
    paths.push(
      ...['/', '/about', '/faq', '/privacy', '/blog', '/glossary', '/open-positions', '/search', '/no-such-page'].map((path) => prefixed(language, path)),
    )
    paths.push(await firstCard(page, prefixed(language, '/glossary')))
    posts.push(await firstCard(page, prefixed(language, '/blog')))
  }
  paths.push(...posts)
  const unbranded: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const title = await page.title()
    // The whole title keeps to the length search results show; the brand goes only where it fits, so a long title keeps its words.
    expect([...title].length, title).toBeLessThanOrEqual(TITLE_MAX)
    if (!title.endsWith(BRANDING)) {
      expect([...title].length + BRANDING.length, title).toBeGreaterThan(TITLE_MAX)
      unbranded.push(path)
    }
    // Link previews and structured data name it so too (an error page has neither).
    const named = await page.evaluate(() => [
      ...[...document.querySelectorAll('meta[property="og:site_name"]')].map((meta) => meta.getAttribute('content')),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; name?: string })
        .filter((node) => node['@type'] === 'Organization')
        .map((node) => node.name),
    ])
    expect(new Set(named), path).toEqual(new Set(path.includes('no-such-page') ? [] : [BRAND]))
    // Wherever a text names the brand, it writes "Freight Demo" (as written: a style may set it in capitals).
    const spellings = await page.evaluate(() => {
      const texts = document.evaluate('//body//text()[not(ancestor::script or ancestor::style)]', document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE)
      const written = Array.from({ length: texts.snapshotLength }, (_, index) => texts.snapshotItem(index)?.textContent ?? '').join(' ')
      return [...`${document.title}\n${written}`.matchAll(/freight[\s-]*demo/gi)].map(([match]) => match)
    })
    expect(new Set(spellings), path).toEqual(new Set(spellings.length > 0 ? [BRAND] : []))
    await expect(page.locator('.site-header__logo img')).toHaveAttribute('alt', BRAND)
  }
  // Only a title too long for it goes without: here, at most a post's.
  expect(unbranded.filter((path) => !posts.includes(path))).toEqual([])
  // The logo's wordmark too.
  await page.goto('/')
  const logo = await page.locator('.site-header__logo img').getAttribute('src')
  const svg = await (await page.request.get(logo ?? '')).text()
  expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text)).toEqual([BRAND])
})

test('the logo and the top banner look the same in every language', async ({ keptPage: page }) => {
  const looks: Record<string, { logo: string | null; banner: string }> = {}
  for (const language of ['en', 'de', 'fr', 'pl', 'ru'] as const) {
    await page.goto(prefixed(language, '/'))
    const banner = page.locator('.top-banner')
    await expect(banner).toBeVisible()
    looks[language] = {
      // One file: its colours come from it.
      logo: await page.locator('.site-header__logo img').getAttribute('src'),
      banner: await banner.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).color}`),
    }
  }
  const english = looks.en
  expect(english?.logo).toBeTruthy()
  expect(looks).toEqual(Object.fromEntries(Object.keys(looks).map((language) => [language, english])))
})

test('the footer picture is shown at its own proportion, across the footer', { tag: '@viewport' }, async ({ keptPage: page }) => {
  await page.goto('/')
  const picture = page.locator('.site-footer__image')
  await picture.scrollIntoViewIfNeeded()
  // The demo's picture is 1600×400 (its address says so).
  const src = (await picture.getAttribute('src')) ?? ''
  const [, width = '0', height = '0'] = /\/(\d+)x(\d+)\//.exec(src) ?? []
  const ratio = Number(width) / Number(height)
  expect(ratio).toBe(4)
  const box = await picture.boundingBox()
  const footer = await page.locator('.site-footer__inner').evaluate((element) => {
    const style = getComputedStyle(element)
    return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
  })
  expect(box?.width).toBeCloseTo(footer, 0)
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(ratio, 1)
  // As it loads, the file it gets has that proportion too.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth / image.naturalHeight : 0))).toBeCloseTo(ratio, 1)
})

test('the contact page’s e-mail addresses and phone numbers are links that write and call', async ({ keptPage: page }) => {
  const { pressEmail, jobsEmail, jobsPhone, email, phone } = companyContact
  for (const language of ['en', 'de', 'fr'] as const) {
    await page.goto(prefixed(language, '/contact'))
    const text = page.locator('main .richtext')
    for (const address of [pressEmail, jobsEmail, email]) {
      await expect(text.locator(`a[href="mailto:${address}"]`).first(), `${language} ${address}`).toHaveText(address)
    }
    for (const number of [jobsPhone, phone]) {
      await expect(text.locator(`a[href="tel:${number.replace(/\s/g, '')}"]`).first(), `${language} ${number}`).toHaveText(number)
    }
  }
})
