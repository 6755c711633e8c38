import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Language } from '../../shared/i18n/languages'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { SECTIONS } from '../../shared/sections/sections'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { axeViolations, cspViolations, layoutProblems, watchCspViolations } from '../support/pageChecks'
import { signedEditorUrl } from '../support/signedEditorUrl'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// The sweep: every template, in English and German, on a desktop (1280 px) and a phone (390 px),
// each page loaded once under the site's real Content-Security-Policy and checked where it is:
// - the layout (tests/support/findLayoutProblems.ts), on every page, at rest and in each state the
//   islands open (the shell's menus, modals, language switch, cookie dialog and toast; the report
//   popup's form, errors and answer; the job filters' lists): nothing wider than the viewport, no
//   focusable element out of reach, no visible text under another layer, the focus in an open dialog;
// - axe-core (WCAG 2.1 A/AA and best practices) at rest: on a desktop every English page, on a
//   phone one page of each template (every list and its first story, a generic page, the FAQ, the
//   error page), on both the German home, blog and error page; and in each open state in English
//   (in German the states are the same components in other words, for the layout check);
// - the Content-Security-Policy: the browser reports no violation as the page loads and, on a
//   desktop, as every island hydrates and opens (a phone opens its own: the menu, the accordions).
// One test per page (a list with the first story it links to), so a failure names its page.

const LANGUAGES = ['', '/de'] as const
/** The sections' lists whose stories have pages of their own (the generic pages' list aside: its stories are the pages below). */
const LISTS = SECTIONS.filter((section) => section.storyRoutes.length > 0 && section.id !== 'pages').map((section) => section.basePath)
/** Pages of their own, in both languages: the home page, the generic pages and their list, the lists that show their stories themselves, the error page. */
const PAGES = [
  '',
  '/about',
  '/faq',
  '/contact',
  '/pricing',
  '/apply',
  '/privacy',
  '/imprint',
  '/pages',
  ...SECTIONS.filter((section) => section.storyRoutes.length === 0).map((section) => section.basePath),
  '/this-page-does-not-exist',
]
/** German pages that axe checks too: the home page, a list and the error page. */
const GERMAN_AXE = new Set(['/de', '/de/blog', '/de/this-page-does-not-exist'])
/** German pages whose islands are all opened too: the home page and a category tab. */
const GERMAN_ISLANDS = new Set(['/de', '/de/blog/1/sustainability'])
/** More pages: a later list page and a category tab, the rich text showcase, the press-only and other languages' press. */
const MORE_PAGES = ['/blog/2/all', '/de/blog/1/sustainability', '/blog/rich-text-showcase', '/ru/press', '/fr/press', '/search?q=freight', '/de/search?q=zzqxv']
/** A gated report in each language: its popup's states. */
const GATED_REPORTS = { '': '/reports/european-road-freight-index-q1-2023', '/de': '/de/reports/europaeischer-strassengueterverkehrsindex-q1-2023' }
const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`

// One page per worker: caches carry over from page to page. The phone the layout findings are
// written for is 390 px wide; the desktop is 1280 × 800.
const test = testWithPagePerWorker({
  viewport: (isMobile) => (isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
  prepare: watchCspViolations,
})

const isPhone = () => test.info().project.use.isMobile === true

/** What the sweep found, by page and state; the test fails at its end with all of it. */
class Findings {
  readonly problems: string[] = []

  /** The layout check, and axe-core unless `axe` is false, on the page once its transitions have ended, in `state`. */
  async check(page: Page, state: string, { axe = true, within = [] as string[] } = {}): Promise<void> {
    const where = `${page.url().replace(/^https?:\/\/[^/]+/, '')} [${state}]`
    // A dialog fading in is checked as it stands, not halfway (endless animations, such as the error page's car, aside).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    for (const problem of await layoutProblems(page)) this.problems.push(`${where} layout: ${problem}`)
    if (axe) for (const violation of await axeViolations(page, within)) this.problems.push(`${where} axe: ${violation}`)
  }

  /** The CSP violations the browser reported since the page loaded. */
  async csp(page: Page): Promise<void> {
    for (const violation of await cspViolations(page)) this.problems.push(`${page.url()} CSP: ${JSON.stringify(violation)}`)
  }
}

/** The English pages a phone runs axe-core on at rest besides the lists and their stories: one page of each other template (the generic pages share /about's). */
const PHONE_AXE = new Set(['/', '/about', '/faq', '/open-positions', '/press/clippings', '/this-page-does-not-exist'])

/** Where axe-core checks a page at rest: a desktop every English page, a phone one of each template; both the German home, blog and error page. */
function axeChecks(path: string): boolean {
  if (path.startsWith('/de')) return GERMAN_AXE.has(path)
  return !isPhone() || PHONE_AXE.has(path) || LISTS.some((list) => path === list || path.startsWith(`${list}/`))
}

/** Loads a page under the site's policy and checks it at rest. */
async function visit(page: Page, path: string, findings: Findings): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(path.includes('this-page-does-not-exist') ? 404 : 200)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await findings.check(page, 'at rest', { axe: axeChecks(path) })
}

/** Clicks (a desktop) or taps (a phone) as a visitor reaching for the control would. */
async function reach(target: Locator): Promise<void> {
  if (isPhone()) await target.tap()
  else await target.click()
}

/** Clicks the control when the page has it and it is visible; islands differ from page to page. */
async function clickIfVisible(page: Page, selector: string): Promise<boolean> {
  const control = page.locator(selector).first()
  if (!(await control.isVisible().catch(() => false))) return false
  await control.click()
  return true
}

/**
 * Hydrates every island (scrolling brings in the `visible` ones, a pointer over them the
 * `interaction` ones) and opens what the page's own islands open, then reads the CSP violations.
 * The islands are the same on every page in every language: a desktop opens them on the English
 * pages and some German ones, a phone where its own open (`always`: the menu, the report popup,
 * the filters). Elsewhere the violations of the load are read.
 */
async function openEveryIsland(page: Page, findings: Findings, { always = false } = {}): Promise<void> {
  const path = new URL(page.url()).pathname
  if (!always && (isPhone() || (path.startsWith('/de') && !GERMAN_ISLANDS.has(path)))) return findings.csp(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.evaluate(() => {
    for (const island of Array.from(document.querySelectorAll('island-root[data-load="interaction"]'))) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
    }
  })
  await expect(page.locator('island-root:not([data-hydrated])')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  if (await clickIfVisible(page, '.share-button')) await page.keyboard.press('Escape')
  if (await clickIfVisible(page, 'a[data-lightbox]')) await page.keyboard.press('Escape')
  await clickIfVisible(page, '.top-banner__dismiss')
  for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded()
  await findings.csp(page)
}

/** The shell's states (axe-core in them where `axe`): the menus (the header's dropdowns, or the phone menu and its groups), the start modals, the language switch, the cookie dialog and its toast. */
async function shellStates(page: Page, findings: Findings, axe: boolean): Promise<void> {
  const header = page.locator('.site-header')
  if (isPhone()) {
    await reach(header.locator('.site-header__menu-button'))
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await findings.check(page, 'phone menu', { axe: false })
    for (const group of await menu.locator('.mobile-menu__group').all()) {
      await group.click()
      await expect(group).toHaveAttribute('aria-expanded', 'true')
    }
    await findings.check(page, 'phone menu, every group open', { axe, within: ['#mobile-menu'] })
    await menu.locator('[data-open-modal="signup"]').first().click()
  } else {
    for (const [index, dropdown] of (await header.locator('.desktop-nav button[aria-expanded]').all()).entries()) {
      await dropdown.hover()
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true')
      // Every dropdown's layout; axe on the first (they are one component).
      await findings.check(page, `dropdown ${await dropdown.textContent()}`, { axe: axe && index === 0, within: ['.site-header'] })
      await page.keyboard.press('Escape')
    }
    await page.mouse.move(0, 400)
    await header.locator('.site-header__ctas [data-open-modal="signup"]').click()
  }
  const modal = page.locator('dialog.modal[open]')
  await expect(modal).toBeVisible()
  await findings.check(page, 'start modal', { axe, within: ['.start-modal[open]'] })
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-modal', { detail: { modal: 'login' } })))
  await expect(modal).toBeVisible()
  await page.keyboard.press('Escape')

  const footer = page.locator('.site-footer')
  if (isPhone()) for (const column of await footer.locator('.footer-column__toggle').all()) await column.click()
  const languages = footer.locator('.language-switch__button')
  if (await languages.isVisible()) {
    await languages.click()
    await expect(languages).toHaveAttribute('aria-expanded', 'true')
    await findings.check(page, 'footer language switch', { axe, within: ['.site-footer'] })
    await languages.click()
  }
  await footer.locator('.site-footer__bottom-links a').first().click()
  const cookies = page.locator('dialog.cookie-settings[open]')
  await expect(cookies).toBeVisible()
  for (const section of await cookies.locator('button[aria-expanded]').all()) await section.click()
  await findings.check(page, 'cookie dialog', { axe, within: ['.cookie-settings[open]'] })
  await cookies.locator('.cookie-settings__save').click()
  await expect(page.locator('.toaster [role="status"], .toaster').filter({ hasText: /\S/ }).first()).toBeVisible()
  await findings.check(page, 'cookie toast', { axe: false })
}

/** The header's language list (a desktop) or the phone menu's, open (axe-core on it where `axe`). */
async function languageStates(page: Page, language: Language, findings: Findings, axe: boolean): Promise<void> {
  const name = new RegExp(`^${CATALOGUE[language].island.language}: `)
  if (isPhone()) {
    await reach(page.locator('.site-header__menu-button'))
    const menu = page.getByRole('dialog', { name: CATALOGUE[language].island.menu })
    await menu.getByRole('button', { name }).click()
    await expect(menu.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true')
    await findings.check(page, 'phone menu languages', { axe, within: ['#mobile-menu'] })
    await menu.getByRole('button', { name: CATALOGUE[language].island.closeMenu }).click()
  } else {
    const toggle = page.locator('header.site-header').getByRole('button', { name })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await findings.check(page, 'header language switch', { axe, within: ['.site-header'] })
    await page.keyboard.press('Escape')
  }
}

/** The first story a list links to (`/blog/…`, not a tab or a later page); none for a list without stories. */
async function firstStory(page: Page, list: string): Promise<string | null> {
  const base = list.replace(/^\/de/, '')
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return (
    hrefs.find(
      (href) => href.replace(/^\/de/, '').startsWith(`${base}/`) && !/\/\d+(\/|$)/.test(href) && !href.includes('/page/') && !href.endsWith('/clippings'),
    ) ?? null
  )
}

/** A past webinar of the demo space with its recording, or without one yet (`recorded`). */
async function pastWebinar(request: APIRequestContext, recorded: boolean): Promise<string> {
  const params = new URLSearchParams({
    token: demoSpace.publicToken,
    version: 'published',
    per_page: '1',
    starts_with: 'en/webinars/',
    content_type: 'webinar',
    'filter_query[date][lt_date]': new Date().toISOString().slice(0, 16).replace('T', ' '),
    'filter_query[video_url][is]': recorded ? 'not_empty' : 'empty',
  })
  const { stories } = (await (await request.get(`${SERVICE}/v2/cdn/stories?${params}`)).json()) as { stories: { slug: string }[] }
  if (!stories[0]) throw new Error(`no past webinar ${recorded ? 'with' : 'without'} a recording`)
  return `/webinars/${stories[0].slug}`
}

test.describe('the sweep', { tag: '@viewport' }, () => {
  // A page, its checks in every state, and every island opened: more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  for (const language of LANGUAGES) {
    for (const path of PAGES.map((page) => `${language}${page}` || '/')) {
      test(`${path}`, async ({ page }) => {
        const findings = new Findings()
        await visit(page, path, findings)
        const home = path === (language || '/')
        if (home) {
          // axe-core in the open states on the English home page; in German and on an article they are the same components in other words and places, for the layout check.
          await languageStates(page, language === '/de' ? 'de' : 'en', findings, language === '')
          await shellStates(page, findings, language === '')
        }
        await openEveryIsland(page, findings, { always: home })
        expect(findings.problems).toEqual([])
      })
    }

    for (const list of LISTS.map((path) => `${language}${path}`)) {
      test(`${list} and the first story it lists`, async ({ page }) => {
        const findings = new Findings()
        await visit(page, list, findings)
        await openEveryIsland(page, findings)
        const story = await firstStory(page, list)
        if (!story) throw new Error(`${list} links to no story`)
        await visit(page, story, findings)
        if (list.endsWith('/blog')) await shellStates(page, findings, false)
        await openEveryIsland(page, findings)
        expect(findings.problems).toEqual([])
      })
    }

    test(`${language || '/en'}: the report popup's form, its country list, errors, one field in error, and the answer with the signed download`, async ({
      page,
    }) => {
      const text = CATALOGUE[language === '/de' ? 'de' : 'en'].reportForm
      // axe-core in the English popup; the German one is the same component in other words, for the layout check.
      const english = language === ''
      const findings = new Findings()
      await visit(page, GATED_REPORTS[language], findings)
      await page.locator('.report-gate__open').click()
      const dialog = page.getByRole('dialog', { name: text.title })
      await expect(dialog.getByLabel(text.first_name_label)).toBeVisible()
      await findings.check(page, 'report form', { axe: english })
      await dialog.getByRole('combobox', { name: text.country_label }).click()
      await expect(dialog.getByRole('option').first()).toBeVisible()
      await page.keyboard.press('Escape')
      await dialog.getByLabel(text.email_label).fill('not an email')
      await dialog.getByRole('button', { name: text.submit_label }).click()
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
      await findings.check(page, 'report form errors', { axe: english })
      await dialog.getByLabel(text.first_name_label).fill('Ada')
      await dialog.getByLabel(text.last_name_label).fill('Lovelace')
      await dialog.getByLabel(text.company_label).fill('Analytical Engines')
      await dialog.getByRole('textbox', { name: text.phone_label }).fill('+49 30 1234567')
      await dialog.getByRole('checkbox', { name: new RegExp(text.consent_label) }).check()
      await dialog.getByRole('button', { name: text.submit_label }).click()
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1)
      await findings.check(page, 'report form, one field in error', { axe: false })
      await dialog.getByLabel(text.email_label).fill(`sweep.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`)
      const downloading = page.waitForEvent('download')
      await dialog.getByRole('button', { name: text.submit_label }).click()
      expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/)
      await expect(dialog.getByRole('heading', { name: text.success_title })).toBeFocused()
      await findings.check(page, 'report answer', { axe: english })
      await page.keyboard.press('Escape')
      await expect.soft(page.locator('dialog:modal'), 'Escape closes the dialog in the answer state').toHaveCount(0)
      await openEveryIsland(page, findings, { always: true })
      expect(findings.problems).toEqual([])
    })

    test(`${language || '/en'}: the open positions' filters, their lists, a multiselect with chips, the select and the address`, async ({ page }) => {
      const text = CATALOGUE[language === '/de' ? 'de' : 'en'].templates
      // axe-core on the English lists; the German ones are the same component in other words, for the layout check.
      const english = language === ''
      const findings = new Findings()
      await visit(page, `${language}/open-positions`, findings)
      await expect(page.locator('island-root[data-hydrated] .job-filters')).toHaveCount(1)
      await reach(page.locator('.job-filters__count'))
      await expect(page.locator('.job-filters .combobox--multi')).toHaveCount(2)
      const department = page.getByRole('combobox', { name: text.department })
      await department.focus()
      await page.keyboard.press('ArrowDown')
      const departments = page.getByRole('listbox', { name: text.department })
      await expect(departments.getByRole('option').first()).toBeVisible()
      await findings.check(page, 'department list open', { axe: english, within: ['main'] })
      // The longest department chosen: its chip must fit its field.
      const texts = await departments.getByRole('option').allTextContents()
      const longest = texts.reduce((best, option) => (option.length > best.length ? option : best), '')
      await departments.getByRole('option').filter({ hasText: longest }).first().click()
      await expect(page.locator('.job-filters .combobox--multi').first().locator('.combobox__chip')).toHaveCount(1)
      await expect(page).toHaveURL(/[?&]department=/)
      await page.keyboard.press('Escape')
      await page.locator('h1').click()
      await findings.check(page, 'longest department chosen', { axe: false })
      const types = page.getByRole('combobox', { name: text.employmentType })
      await types.click()
      await expect(page.getByRole('listbox', { name: text.employmentType })).toBeVisible()
      await findings.check(page, 'employment type list open', { axe: english, within: ['main'] })
      await page.getByRole('option', { name: new RegExp(text.employmentTypes.FULL_TIME) }).click()
      await expect(page).toHaveURL(/[?&]type=FULL_TIME/)
      // A department found by typing, then the first chip removed by its button.
      const shortest = texts.reduce((best, option) => (option.length < best.length ? option : best))
      await department.fill(shortest.slice(0, 4))
      await page.keyboard.press('Enter')
      const chips = page.locator('.job-filters .combobox--multi').first().locator('.combobox__chip')
      await expect(chips).toHaveCount(2)
      await chips.first().getByRole('button').click()
      await expect(chips).toHaveCount(1)
      await openEveryIsland(page, findings, { always: true })
      expect(findings.problems).toEqual([])
    })
  }

  for (const path of MORE_PAGES) {
    test(`${path}`, async ({ page }) => {
      const findings = new Findings()
      await visit(page, path, findings)
      await openEveryIsland(page, findings)
      expect(findings.problems).toEqual([])
    })
  }

  test('a past webinar with its recording, and one whose recording is still to come', async ({ page, request }) => {
    const findings = new Findings()
    for (const path of [await pastWebinar(request, true), await pastWebinar(request, false)]) {
      await visit(page, path, findings)
      await openEveryIsland(page, findings)
    }
    expect(findings.problems).toEqual([])
  })

  test('a verified preview, which the visual editor may frame', async ({ page }) => {
    const address = await signedEditorUrl(`http://site/about`, {
      spaceId: demoSpace.id,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: demoSpace.previewToken,
    })
    const response = await page.goto(address.pathname + address.search)
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com')
    const findings = new Findings()
    await openEveryIsland(page, findings)
    expect(findings.problems).toEqual([])
  })
})
