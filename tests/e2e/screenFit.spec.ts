import { expect, type Page } from '@playwright/test'
import { languagePrefix } from '../../shared/i18n/languages'
import { configuredLanguages, siteLanguages } from '../support/configuredLanguages'
import { layoutProblems } from '../support/pageChecks'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// Nothing off-screen, in every language: the layout check (tests/support/findLayoutProblems.ts) of
// each language's home, contact and a list page at the widths the sweep leaves out (it checks
// English and German at 1280 and 390 px, in every state its islands open), and the header's switch
// between its desktop bar and its menu; without JavaScript too; and a toast that lies over the page
// without moving it. Lean: one page per worker, one load per page and one layout check per width
// (the page resized, as a tablet turned), without the screen-by-screen scan or axe.

/** A phone, a small laptop and a tablet held sideways. */
const WIDTHS = [360, 1024, 1180] as const
const HEIGHT = 800
const LANGUAGES = configuredLanguages()
const SITE = new Set(siteLanguages())

/** Each language's home, contact and a list page (press-only languages have the press list). A page a language lacks is checked as it answers. */
function pagesOf(language: string): string[] {
  const prefix = languagePrefix(language)
  return [prefix || '/', `${prefix}/contact`, `${prefix}${SITE.has(language) ? '/blog' : '/press'}`]
}

const test = testWithPagePerWorker()

/** What of the header's bar shows, and what does not fit: its overflow, and the controls whose words wrap. */
function headerState(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header__bar')!
    const shown = (selector: string) => [...bar.querySelectorAll(selector)].filter((element) => element.checkVisibility())
    const controls = shown('.desktop-nav__link, .desktop-nav__toggle, .language-switch__button, .site-header__ctas .btn')
    return {
      menuButton: shown('.site-header__menu-button').length === 1,
      desktopNav: shown('.desktop-nav').length === 1,
      overflow: bar.scrollWidth > bar.clientWidth ? `${bar.scrollWidth} px in ${bar.clientWidth}` : null,
      wrapped: controls.filter((control) => control.getBoundingClientRect().height > 44).map((control) => control.textContent?.trim()),
    }
  })
}

/** The header's bar where it first shows (its narrowest: it fits there, so at every width above), at 1280 and 1920 px, and the menu just below. */
async function checkHeader(page: Page): Promise<void> {
  const wideFrom = Number(await page.locator('header.site-header').getAttribute('data-wide-from'))
  expect.soft(wideFrom, 'the demo header fits at 1280 px').toBeLessThanOrEqual(1280)
  for (const width of [wideFrom, 1280, 1920]) {
    await page.setViewportSize({ width, height: HEIGHT })
    expect.soft(await headerState(page), `the header at ${width} px`).toEqual({ menuButton: false, desktopNav: true, overflow: null, wrapped: [] })
  }
  await page.setViewportSize({ width: wideFrom - 1, height: HEIGHT })
  expect.soft(await headerState(page), `the header at ${wideFrom - 1} px`).toEqual({ menuButton: true, desktopNav: false, overflow: null, wrapped: [] })
}

test.describe('nothing off-screen', () => {
  for (const language of LANGUAGES) {
    test(`${language}: home, contact and a list at 360, 1024 and 1180 px; the header switches to its menu before it would overflow`, async ({ page }) => {
      const problems: string[] = []
      for (const [index, path] of pagesOf(language).entries()) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
        await page.goto(path)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT })
          for (const problem of await layoutProblems(page, { screens: false })) problems.push(`${path} at ${width} px: ${problem}`)
        }
        if (index === 0) await checkHeader(page)
      }
      expect(problems).toEqual([])
    })
  }
})

test.describe('without JavaScript', () => {
  test('the header switches at the same width: the bar where it fits, below it the menu button (which opens the menu by itself)', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: HEIGHT } })
    await page.goto('/fr')
    const wideFrom = Number(await page.locator('header.site-header').getAttribute('data-wide-from'))
    await page.setViewportSize({ width: wideFrom, height: HEIGHT })
    expect(await headerState(page)).toEqual({ menuButton: false, desktopNav: true, overflow: null, wrapped: [] })
    await page.setViewportSize({ width: wideFrom - 1, height: HEIGHT })
    expect(await headerState(page)).toEqual({ menuButton: true, desktopNav: false, overflow: null, wrapped: [] })
    await page.close()
  })
})

test.describe('a toast', { tag: '@viewport' }, () => {
  test('"Link copied" lies over the page below the header and moves nothing', async ({ page }) => {
    await page.goto('/blog/rich-text-showcase')
    const main = page.locator('main')
    const before = await main.boundingBox()
    await page.locator('.share-button').click()
    const toast = page.locator('.toast')
    await expect(toast).toBeVisible()
    expect(await main.boundingBox()).toEqual(before)
    const header = (await page.locator('.site-header').boundingBox())!
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(await layoutProblems(page)).toEqual([])
  })
})
