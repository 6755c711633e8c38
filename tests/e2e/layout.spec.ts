import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test'
import { findLayoutProblems } from '../support/findLayoutProblems'
import { SECTIONS } from '../../shared/sections/sections'

// The layout check: every template at 390 and 1280 px, in English and German, at rest and in
// each interactive state where it lives (menus and modals, the report popup's form, error and
// success states, a job filter with its longest option chosen, the cookie dialog and its toast).
// In each state: nothing wider than the viewport, no focusable element out of reach, no visible
// text under another layer, and the focus inside an open dialog (tests/support/findLayoutProblems.ts).

const LANGUAGES = ['', '/de'] as const
/** The sections' lists whose stories have pages of their own, and those that show their stories on the list itself. */
const LISTS = SECTIONS.filter((section) => section.storyRoutes.length > 0).map((section) => section.basePath)
const LISTED_ONLY = SECTIONS.filter((section) => section.storyRoutes.length === 0).map((section) => section.basePath)
const PAGES = ['', '/about', '/faq', ...LISTED_ONLY, '/this-page-does-not-exist']
/** A gated report in each language: its popup's states. */
const GATED_REPORTS = { '': '/reports/european-road-freight-index-q1-2023', '/de': '/de/reports/europaeischer-strassengueterverkehrsindex-q1-2023' }

test.use({
  // The phone is 390 px wide; the desktop project keeps its 1280 × 800.
  viewport: async ({ isMobile }, provide) => provide(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
})

test.beforeEach(async ({ page }) => {
  // Content images live on Storyblok's CDN, which these machines cannot reach: fail them fast.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
})

function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.use.isMobile === true
}

/** Records the problems of the page as it is now under `state`; the test fails at its end with all of them. */
async function check(page: Page, state: string, problems: string[]): Promise<void> {
  for (const problem of await page.evaluate(findLayoutProblems)) problems.push(`${page.url().replace(/^https?:\/\/[^/]+/, '')} [${state}]: ${problem}`)
  test.info().annotations.push({ type: 'layout state', description: state })
}

/** The stories a list links to first (`/blog/…`, not a tab or a later page). */
async function firstStory(request: APIRequestContext, list: string): Promise<string | null> {
  const html = await (await request.get(list)).text()
  const base = list.replace(/^\/de/, '')
  const story = [...html.matchAll(/href="(\/[^"#?]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((href) => href.replace(/^\/de/, '').startsWith(`${base}/`) && !/\/\d+(\/|$)/.test(href) && !href.includes('/page/') && href !== `${list}/clippings`)
  return story ?? null
}

/** Hovers (desktop) or taps (phone) an island's element as a visitor reaching for it would, then waits for it to hydrate. */
async function reach(page: Page, target: Locator): Promise<void> {
  if (test.info().project.use.hasTouch) await target.tap()
  else await target.click()
}

async function shellStates(page: Page, path: string, problems: string[], testInfo: TestInfo): Promise<void> {
  await page.goto(path)
  const header = page.locator('.site-header')
  if (isPhone(testInfo)) {
    await reach(page, header.locator('.site-header__menu-button'))
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await check(page, 'mobile menu', problems)
    const group = menu.locator('.mobile-menu__group').first()
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await check(page, 'mobile menu group', problems)
    await menu.locator('[data-open-modal="signup"]').first().click()
  } else {
    const toggle = header.locator('.desktop-nav__toggle').first()
    await toggle.hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await check(page, 'dropdown', problems)
    await page.mouse.move(0, 400)
    await header.locator('.site-header__ctas [data-open-modal="signup"]').click()
  }
  const signup = page.locator('dialog.modal[open]')
  await expect(signup).toBeVisible()
  await check(page, 'signup modal', problems)
  await page.keyboard.press('Escape')
  await expect(signup).toBeHidden()

  const footer = page.locator('.site-footer')
  const languages = footer.locator('.language-switch__button')
  if (await languages.isVisible()) {
    await languages.click()
    await expect(languages).toHaveAttribute('aria-expanded', 'true')
    await check(page, 'footer language switch', problems)
    await languages.click()
  }
  await footer.locator('.site-footer__bottom-links a').first().click()
  const cookies = page.locator('dialog.cookie-settings[open]')
  await expect(cookies).toBeVisible()
  await check(page, 'cookie dialog', problems)
  await cookies.locator('.cookie-settings__save').click()
  await expect(page.locator('.toaster [role="status"], .toaster').filter({ hasText: /\S/ }).first()).toBeVisible()
  await check(page, 'cookie toast', problems)
}

async function reportStates(page: Page, path: string, problems: string[]): Promise<void> {
  await page.goto(path)
  await page.locator('.report-gate__open').click()
  const dialog = page.locator('dialog.report-gate__modal[open]')
  await expect(dialog.locator('input[name="first_name"]')).toBeVisible()
  await check(page, 'report form', problems)
  await dialog.locator('input[name="email"]').fill('not an email')
  await dialog.locator('.lead-form__submit').click()
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
  await check(page, 'report form errors', problems)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.locator('.report-gate__open').click()
  await expect(dialog).toBeVisible()
  await dialog.locator('input[name="email"]').fill('not an email')
  await dialog.locator('.lead-form__submit').click()
  // One field in error, the rest filled: the rows must still line up.
  await dialog.locator('input[name="first_name"]').fill('Ada')
  await dialog.locator('input[name="last_name"]').fill('Lovelace')
  await dialog.locator('input[name="company"]').fill('Analytical Engines')
  await dialog.locator('input[name="phone"]').fill('+49 30 1234567')
  await dialog.locator('input[name="consent"]').check()
  await dialog.locator('.lead-form__submit').click()
  await check(page, 'report form, one field in error', problems)
  await dialog.locator('input[name="email"]').fill(`layout.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`)
  await dialog.locator('.lead-form__submit').click()
  await expect(page.locator('.lead-form__done')).toBeVisible()
  await check(page, 'report success', problems)
  await page.keyboard.press('Escape')
  await expect.soft(page.locator('dialog:modal'), 'Escape closes the dialog in the success state').toHaveCount(0)
}

async function filterStates(page: Page, path: string, problems: string[], testInfo: TestInfo): Promise<void> {
  await page.goto(path)
  await expect(page.locator('island-root[data-hydrated] .job-filters')).toHaveCount(1)
  const count = page.locator('.job-filters__count')
  if (isPhone(testInfo)) await count.tap()
  else await count.hover()
  await expect(page.locator('.job-filters .combobox--multi')).toHaveCount(2)
  await page.mouse.move(0, 0)
  const department = page.locator('.job-filters .combobox--multi').first()
  await department.locator('input').first().click()
  const options = page.getByRole('listbox').first().getByRole('option')
  await expect(options.first()).toBeVisible()
  const texts = await options.allTextContents()
  const longest = texts.reduce((best, text) => (text.length > best.length ? text : best), '')
  await options.filter({ hasText: longest }).first().click()
  await expect(department.locator('.combobox__chip')).toHaveCount(1)
  // A phone's list closes after a choice; on a desktop the visitor moves on by clicking elsewhere.
  if (isPhone(testInfo)) await expect.soft(page.getByRole('listbox').first(), "a phone's list closes after a choice").toBeHidden()
  else await page.locator('h1').click()
  await check(page, 'longest department chosen', problems)
}

for (const language of LANGUAGES) {
  const name = language || '/en'
  test(`${name}: every template at rest`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const problems: string[] = []
    const stories = await Promise.all(LISTS.map((list) => firstStory(request, `${language}${list}`)))
    const paths = [
      ...PAGES.map((path) => `${language}${path}` || '/'),
      ...LISTS.map((list) => `${language}${list}`),
      ...stories.filter((story) => story !== null),
    ]
    for (const path of paths) {
      await page.goto(path)
      await check(page, 'rest', problems)
    }
    expect(problems).toEqual([])
  })

  test(`${name}: the shell's menus, modals, language switch, cookie dialog and toast`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    const article = await firstStory(request, `${language}/blog`)
    for (const path of [`${language}` || '/', article ?? `${language}/blog`]) await shellStates(page, path, problems, testInfo)
    expect(problems).toEqual([])
  })

  test(`${name}: the report popup's form, error and success states`, async ({ page }) => {
    const problems: string[] = []
    await reportStates(page, GATED_REPORTS[language], problems)
    expect(problems).toEqual([])
  })

  test(`${name}: a job filter with its longest option chosen`, async ({ page }, testInfo) => {
    const problems: string[] = []
    await filterStates(page, `${language}/open-positions`, problems, testInfo)
    expect(problems).toEqual([])
  })
}
