import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { axeViolations } from '../support/pageChecks'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { configuredLanguages } from '../support/configuredLanguages'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// The language switch where a visitor looks for it: in the header on a desktop, in the menu on a
// phone; the page it leads to when the page has no translation, which says why; and the
// press-only languages' press, reached from their home.

/** A blog post that exists in English only. */
const ENGLISH_ONLY = '/blog/rich-text-showcase'

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

/** Whether a control is in the first screen, without scrolling. */
async function aboveTheFold(page: Page, control: Locator): Promise<boolean> {
  const box = await control.boundingBox()
  return box !== null && box.y + box.height <= (page.viewportSize()?.height ?? 0)
}

/** Opens the language list where this viewport has it, in the first screen: its links. */
async function openLanguages(page: Page, testInfo: TestInfo, current: string): Promise<Locator> {
  if (isPhone(testInfo)) {
    await page.locator('.site-header__menu-button').click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const group = menu.getByRole('button', { name: `Language: ${current}` })
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    expect(await aboveTheFold(page, group)).toBe(true)
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    return menu.locator('.mobile-menu__languages')
  }
  const header = page.locator('header.site-header')
  const button = header.getByRole('button', { name: `Language: ${current}` })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(await aboveTheFold(page, button)).toBe(true)
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return header.locator('#header-languages')
}

test(
  'the header (desktop) or the phone menu offers every language, in its own name, the current one marked',
  { tag: '@viewport' },
  async ({ page }, testInfo) => {
    await page.goto('/about')
    const list = await openLanguages(page, testInfo, 'English')
    const links = list.getByRole('link')
    await expect(links).toHaveCount(configuredLanguages().length)
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    for (const [name, language] of [
      ['Deutsch', 'de'],
      ['Русский', 'ru'],
      ['Ελληνικά', 'el'],
    ] as const) {
      const link = list.getByRole('link', { name })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('lang', language)
      await expect(link).toHaveAttribute('hreflang', language)
    }
    await list.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  },
)

test('the header switch works from the keyboard and closes on Escape', { tag: '@viewport' }, async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'the header switch is for wide screens; phones have it in the menu')
  await page.goto('/about')
  const button = page.locator('header.site-header').getByRole('button', { name: 'Language: English' })
  await button.focus()
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.locator('#header-languages').getByRole('link', { name: 'English' })).toBeFocused()
  // The focused link is visibly marked (the site's focus ring).
  expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow)).not.toBe('none')
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
  await expect(page.locator('#header-languages')).toBeHidden()
})

test('a page without a translation leads to the nearest page there, which says why in its language', { tag: '@viewport' }, async ({ page }, testInfo) => {
  await page.goto(ENGLISH_ONLY)
  const list = await openLanguages(page, testInfo, 'English')
  await list.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/blog#no-translation$/)
  const notice = page.getByRole('note')
  await expect(notice).toBeVisible()
  await expect(notice).toHaveText(CATALOGUE.de.templates.noTranslation)
  expect(await axeViolations(page)).toEqual([])
  // The same page reached any other way says nothing of it.
  await page.goto('/de/blog')
  await expect(page.getByRole('note')).toBeHidden()
})

test('a press-only language without the page goes to its home, and its press is one click from there', { tag: '@viewport' }, async ({ page }, testInfo) => {
  await page.goto(ENGLISH_ONLY)
  const list = await openLanguages(page, testInfo, 'English')
  await list.getByRole('link', { name: 'Русский' }).click()
  await expect(page).toHaveURL(/\/ru#no-translation$/)
  await expect(page.getByRole('note')).toHaveText(CATALOGUE.ru.templates.noTranslation)
  await page.locator('main').getByRole('link', { name: 'Пресса' }).click()
  await expect(page).toHaveURL(/\/ru\/press$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пресса')
})

/** Opens the header navigation's group named `title` where the page shows it (the desktop bar's dropdown, else the menu's group): its links. */
async function openNavGroup(page: Page, title: string): Promise<Locator> {
  const desktop = page.locator('.desktop-nav')
  const toggle = (await desktop.isVisible())
    ? desktop.getByRole('button', { name: title })
    : await (async () => {
        await page.locator('.site-header__menu-button').click()
        return page.locator('#mobile-menu').getByRole('button', { name: title })
      })()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  return page.locator(`#${await toggle.getAttribute('aria-controls')}`)
}

test(
  'from a Polish page the company links open Polish pages, and a link to a page only in English says so and opens with the notice',
  { tag: '@viewport' },
  async ({ page }) => {
    await page.goto('/pl')
    let company = await openNavGroup(page, 'Firma')
    const sustainability = company.getByRole('link', { name: /^Zrównoważony rozwój/ })
    await expect(sustainability).toHaveAttribute('hreflang', 'en')
    await expect(sustainability).toHaveAttribute('href', '/sustainability#no-translation')
    await expect(sustainability.locator('.link-language [lang="en"]')).toBeVisible()
    await expect(sustainability.locator('.link-language [lang="en"]')).toHaveText('English')
    // A screen reader hears why, in the page's language.
    await expect(sustainability).toHaveAccessibleName(/^Zrównoważony rozwój\s*strona w innym języku:\s*English$/)
    expect(await axeViolations(page)).toEqual([])
    // The footer's columns are marked alike: the legal pages are Polish, the blog English.
    const footer = page.locator('footer.site-footer')
    await expect(footer.locator('[data-tracking="footer-privacy"]')).toHaveAttribute('href', '/pl/privacy')
    await expect(footer.locator('[data-tracking="footer-imprint"]')).toHaveAttribute('href', '/pl/imprint')
    await expect(footer.locator('[data-tracking="footer-imprint"] .link-language')).toHaveCount(0)
    await expect(footer.locator('[data-tracking="nav-blog"]')).toHaveAttribute('hreflang', 'en')
    await expect(footer.locator('[data-tracking="nav-blog"] .link-language [lang="en"]')).toHaveText('English')

    await sustainability.click()
    await expect(page).toHaveURL(/\/sustainability#no-translation$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('note')).toBeVisible()
    await expect(page.getByRole('note')).toHaveText(CATALOGUE.en.templates.noTranslation)

    await page.goto('/pl')
    company = await openNavGroup(page, 'Firma')
    const about = company.getByRole('link', { name: 'O nas', exact: true })
    await expect(about).not.toHaveAttribute('hreflang')
    await about.click()
    await expect(page).toHaveURL(/\/pl\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas')
    await expect(page.getByRole('heading', { name: 'Upraszczamy transport drogowy' })).toBeVisible()
    await expect(page.getByRole('note')).toBeHidden()
  },
)
