import { expect, test, type Page } from '@playwright/test'
import { SECTIONS } from '../../shared/sections/sections'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { demoSpace } from '../../storyblok-local/demoSpace'
import { signedEditorUrl } from '../support/signedEditorUrl'

// Every template on both viewports, with every island opened, under the site's real
// Content-Security-Policy (worker/security/): the browser must report no violation.

const reportText = CATALOGUE.en.reportForm

interface Violation {
  directive: string
  blocked: string
  source: string
}

declare global {
  interface Window {
    cspViolations: Violation[]
  }
}

const PAGES = [
  '/',
  '/de',
  '/about',
  '/pricing',
  '/contact',
  '/blog/2/all',
  '/de/blog/1/sustainability',
  '/open-positions',
  '/blog/rich-text-showcase',
  '/no-such-page',
  '/ru/press',
]
/** Every section's list not among the pages above, and the first article each lists. */
const LISTS = SECTIONS.map((section) => section.basePath).filter((path) => !PAGES.includes(path))

/** A gated report: its download popup, phone combobox, lead post and signed download run under the policy. */
const GATED_REPORT = '/reports/european-road-freight-index-q1-2023'
/** The local content service, whose visual editor frames previews as Storyblok's does. */
const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`

function isPhone(projectName: string): boolean {
  return projectName === 'phone'
}

/** The address the visual editor would open, signed as Storyblok signs it. */
async function previewAddress(path: string): Promise<string> {
  const url = await signedEditorUrl(`http://site${path}`, {
    spaceId: demoSpace.id,
    timestamp: Math.floor(Date.now() / 1000),
    previewToken: demoSpace.previewToken,
  })
  return url.pathname + url.search
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` })
    })
  })
  // Third-party players cannot be reached here; the policy is checked before any request.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
})

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.cspViolations)
}

/** Clicks when the control is there and visible; islands differ from page to page. */
async function clickIfVisible(page: Page, selector: string): Promise<boolean> {
  const control = page.locator(selector).first()
  if (!(await control.isVisible().catch(() => false))) return false
  await control.click()
  return true
}

/** Hydrates every island (scrolling brings in the `visible` ones, a pointer over them the `interaction` ones) and opens everything they can open. */
async function openEveryIsland(page: Page, phone: boolean): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.evaluate(() => {
    for (const island of Array.from(document.querySelectorAll('island-root[data-load="interaction"]'))) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
    }
  })
  await expect(page.locator('island-root:not([data-hydrated])')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))

  if (phone) {
    if (await clickIfVisible(page, '.site-header__menu-button')) {
      for (const group of await page.locator('#mobile-menu .mobile-menu__group').all()) await group.click()
      // Its name is in the page's language (Menü schließen, Закрыть меню, …).
      await page.locator('#mobile-menu .modal__close').click()
    }
    for (const column of await page.locator('.footer-column__toggle').all()) await column.click()
  } else {
    for (const dropdown of await page.locator('.desktop-nav button[aria-expanded]').all()) {
      await dropdown.hover()
      await page.keyboard.press('Escape')
    }
  }
  for (const modal of ['signup', 'login']) {
    await page.evaluate((name) => window.dispatchEvent(new CustomEvent('site:open-modal', { detail: { modal: name } })), modal)
    await expect(page.locator('dialog[open]')).toHaveCount(1)
    await page.keyboard.press('Escape')
  }
  if (await clickIfVisible(page, '.site-footer__bottom-links a')) {
    const settings = page.getByRole('dialog')
    await expect(settings).toBeVisible()
    for (const section of await settings.locator('button[aria-expanded]').all()) await section.click()
    await page.keyboard.press('Escape')
  }
  await clickIfVisible(page, '.language-switch__button')
  await page.keyboard.press('Escape')
  if (await clickIfVisible(page, '.share-button')) await page.keyboard.press('Escape')
  if (await clickIfVisible(page, 'a[data-lightbox]')) await page.keyboard.press('Escape')
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:toast', { detail: { message: 'Saved' } })))
  await clickIfVisible(page, '.top-banner__dismiss')
  for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded()
}

async function sweep(page: Page, address: string, phone: boolean): Promise<void> {
  const response = await page.goto(address)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await openEveryIsland(page, phone)
  expect(await violations(page)).toEqual([])
}

test.describe('Content-Security-Policy sweep', () => {
  // Each test visits a page (or two) and opens every island on it.
  test.describe.configure({ timeout: 90_000 })

  for (const path of PAGES) {
    test(`${path} and its islands`, async ({ page }, testInfo) => {
      await sweep(page, path, isPhone(testInfo.project.name))
    })
  }

  for (const list of LISTS) {
    test(`${list}, and the first article it lists`, async ({ page }, testInfo) => {
      await sweep(page, list, isPhone(testInfo.project.name))
      const cards = page.locator('main a.card__link, main .card a')
      // A section without content yet lists nothing (its list is the error page).
      if ((await cards.count()) === 0) return
      const article = await cards.first().getAttribute('href')
      expect(article).toBeTruthy()
      if (article?.startsWith('/')) await sweep(page, article, isPhone(testInfo.project.name))
    })
  }

  test('a verified preview, which the visual editor may frame', async ({ page }, testInfo) => {
    const response = await page.goto(await previewAddress('/about'))
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com')
    await openEveryIsland(page, isPhone(testInfo.project.name))
    expect(await violations(page)).toEqual([])
  })

  test('a gated report: the download popup, its country combobox, its errors and the signed download', async ({ page }, testInfo) => {
    await sweep(page, GATED_REPORT, isPhone(testInfo.project.name))
    await page.locator('.report-gate__open').click()
    const dialog = page.getByRole('dialog', { name: reportText.title })
    await expect(dialog.getByLabel(reportText.first_name_label)).toBeVisible()
    await dialog.getByRole('combobox', { name: reportText.country_label }).click()
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: reportText.submit_label }).click()
    await expect(dialog.locator('.field__error').first()).toBeVisible()
    await dialog.getByLabel(reportText.first_name_label).fill('Ada')
    await dialog.getByLabel(reportText.last_name_label).fill('Lovelace')
    await dialog.getByLabel(reportText.email_label).fill(`csp.${Date.now()}.${testInfo.project.name}@example.com`)
    await dialog.getByLabel(reportText.company_label).fill('Analytical Engines')
    await dialog.getByRole('textbox', { name: reportText.phone_label }).fill('+49 30 1234567')
    await dialog.getByRole('checkbox', { name: new RegExp(reportText.consent_label) }).check()
    const downloading = page.waitForEvent('download')
    await dialog.getByRole('button', { name: reportText.submit_label }).click()
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/)
    await expect(dialog.getByText(reportText.success_title)).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test("the open positions' filters: the combobox fields on demand, a multiselect with chips, the select and the address", async ({ page }, testInfo) => {
    const phone = isPhone(testInfo.project.name)
    await sweep(page, '/open-positions?department=sales', phone)
    const count = page.locator('.job-filters__count')
    if (phone) await count.tap()
    else await count.hover()
    const department = page.getByRole('combobox', { name: 'Department' })
    await department.click()
    await expect(page.getByRole('listbox', { name: 'Department' }).getByRole('option').first()).toBeVisible()
    await department.fill('engin')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/department=engineering&department=sales$/)
    await page.getByRole('button', { name: 'Remove Sales' }).click()
    await page.getByRole('combobox', { name: 'Employment type' }).click()
    await page.getByRole('option', { name: /Full-time/ }).click()
    await expect(page).toHaveURL(/\?department=engineering&type=FULL_TIME$/)
    expect(await violations(page)).toEqual([])
  })

  test('a preview inside the visual editor: the bridge connects and its injected style is allowed', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the visual editor is used on desktops')
    await page.goto(`${SERVICE}/_editor/en/about`, { waitUntil: 'domcontentloaded' })
    const frame = await (await page.locator('#editor-frame').elementHandle())?.contentFrame()
    if (!frame) throw new Error('the editor has no frame')
    await expect(frame.locator('html[data-editor="connected"]')).toHaveCount(1)
    // The bridge's own stylesheet is in the page and applied (a blocked one has no rules).
    expect(
      await frame.evaluate(() => (document.getElementById('storyblok-bridge-stylesheet') as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0),
    ).toBeGreaterThan(0)
    expect(await frame.evaluate(() => window.cspViolations)).toEqual([])
  })

  test('the sweep sees a violation when a page breaks the policy', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.title = "inline"'
      document.body.append(script)
    })
    await expect.poll(async () => (await violations(page)).map((violation) => violation.directive)).toContain('script-src-elem')
    expect(await page.title()).not.toBe('inline')
  })
})
