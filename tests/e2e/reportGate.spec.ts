import { expect, type Download, type Locator, type Page } from '@playwright/test'
import { axeViolations } from '../support/pageChecks'
import { stat } from 'node:fs/promises'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { OPEN_UPWARD_BELOW_PX } from '../../shared/components/combobox/comboboxDefaults'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// The gated-download popup against the demo content: the first English index is
// gated with any phone country, the third allows only DE, AT and CH.
const text = CATALOGUE.en.reportForm
const GATED = '/reports/european-road-freight-index-q1-2023'
const DACH_ONLY = '/reports/european-road-freight-index-q3-2023'
const TYPE_TO_FIND_RESET_MS = 700

/** The report page's popup button: its island hydrates when the visitor reaches for it, so tests act on it at once. */
async function openReport(page: Page, path = GATED): Promise<Locator> {
  await page.goto(path)
  return page.locator('.report-gate__open')
}

async function openPopup(page: Page, path = GATED): Promise<Locator> {
  await (await openReport(page, path)).click()
  const dialog = page.getByRole('dialog', { name: text.title })
  await expect(dialog.getByLabel(text.first_name_label)).toBeVisible()
  return dialog
}

function uniqueEmail(): string {
  return `e2e.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
}

async function fillValid(dialog: Locator, phone = '30 1234567', labels = text): Promise<void> {
  await dialog.getByLabel(labels.first_name_label).fill('Ada')
  await dialog.getByLabel(labels.last_name_label).fill('Lovelace')
  await dialog.getByLabel(labels.email_label).fill(uniqueEmail())
  await dialog.getByLabel(labels.company_label).fill('Analytical Engines')
  await dialog.getByRole('textbox', { name: labels.phone_label }).fill(`+49 ${phone}`)
  await dialog.getByRole('checkbox', { name: new RegExp(labels.consent_label) }).check()
}

async function expectPdf(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const path = await download.path()
  expect((await stat(path)).size).toBeGreaterThan(0)
}

test('the popup opens with the focus on the first field, and so again when it is opened a second time', async ({ page }) => {
  const dialog = await openPopup(page)
  await expect(dialog.getByLabel(text.first_name_label)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.locator('.report-gate__open').click()
  await expect(dialog.getByLabel(text.first_name_label)).toBeFocused()
})

test('the popup opens by click and by keyboard, traps focus, and closes with Escape back to its button', { tag: '@viewport' }, async ({ page }) => {
  const button = await openReport(page)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: text.title })
  await expect(dialog).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog.getByLabel(text.first_name_label)).toBeVisible()
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  await button.click()
  await expect(dialog).toBeVisible()
})

testOnOwnPage('submit with errors, fix them, and get the PDF; the values survive closing the popup', async ({ page }) => {
  const events: string[] = []
  await page.exposeFunction('recordAnalytics', (event: string) => events.push(event))
  await page.addInitScript(() =>
    window.addEventListener('site:analytics', (event) =>
      (window as unknown as { recordAnalytics(name: string): void }).recordAnalytics(JSON.stringify((event as CustomEvent).detail)),
    ),
  )
  const dialog = await openPopup(page)
  await dialog.getByRole('button', { name: text.submit_label }).click()
  const firstName = dialog.getByLabel(text.first_name_label)
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.locator('.field__error')).toHaveCount(6)
  await expect(dialog.getByText(text.consent_error)).toBeVisible()

  await fillValid(dialog, '30')
  const phone = dialog.getByRole('textbox', { name: text.phone_label })
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(text.phone_too_short_error)
  await dialog.getByRole('button', { name: text.submit_label }).click()
  await expect(phone).toBeFocused()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`#${await phone.getAttribute('aria-describedby')}`)).toHaveText(text.phone_too_short_error)

  // Close and reopen: everything typed is still there.
  await page.keyboard.press('Escape')
  await page.locator('.report-gate__open').click()
  await expect(firstName).toHaveValue('Ada')
  await expect(phone).toHaveValue('+49 30')

  await phone.fill('+49 30 1234567')
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('')
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: text.submit_label }).click()
  await expectPdf(await downloading)
  await expect(dialog.getByRole('heading', { name: text.success_title })).toBeVisible()
  await expect(dialog.getByRole('link', { name: text.download_again_label })).toHaveAttribute('href', /\/api\/reports\/.+\/file\?/)
  const names = events.map((event) => JSON.parse(event).event)
  expect(names).toEqual(['Report form opened', 'Report form failed', 'Report form failed', 'Report form opened', 'Report form submitted', 'File downloaded'])
  expect(JSON.parse(events[2]!).properties.fields).toEqual(['phone'])
  expect(events.join()).not.toContain('Lovelace')
})

test('after a valid submit the answer takes the form’s place in the popup, with the focus on its heading, and Escape closes it', async ({ page }) => {
  const dialog = await openPopup(page)
  await expect(dialog.getByText(text.intro)).toBeVisible()
  await fillValid(dialog)
  // Where the focus is each time the popup changes (after the change's task, before any later
  // one): as the answer replaces the form, it passes from the button to the heading, never
  // resting on the page's body between.
  await dialog.evaluate((element) => {
    const notes: string[] = []
    Object.assign(window, { focusNotes: notes })
    new MutationObserver(() => notes.push(document.activeElement?.tagName ?? 'none')).observe(element, { childList: true, subtree: true })
  })
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: text.submit_label }).click()
  await expectPdf(await downloading)
  const heading = dialog.getByRole('heading', { name: text.success_title })
  await expect(heading).toBeFocused()
  const notes = await page.evaluate(() => (window as unknown as { focusNotes: string[] }).focusNotes)
  expect(notes).toContain('H3')
  expect(notes).not.toContain('BODY')
  await expect(heading).toBeInViewport()
  await expect(dialog.getByText(text.intro)).toHaveCount(0)
  await expect(dialog.locator('form')).toHaveCount(0)
  // Nothing of the answer is outside the popup, where the modal would hide it.
  await expect(page.locator('.toast')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('.report-gate__open')).toBeFocused()

  // Escape closes it too when the focus is nowhere in it (on the page's body).
  await page.locator('.report-gate__open').click()
  await expect(heading).toBeVisible()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('one field in error keeps the rows level; the privacy link has the site’s link colour', { tag: '@viewport' }, async ({ page }, testInfo) => {
  const dialog = await openPopup(page)
  await fillValid(dialog)
  await dialog.getByLabel(text.email_label).fill('not-an-address')
  await dialog.getByRole('button', { name: text.submit_label }).click()
  await expect(dialog.getByText(text.email_error)).toBeVisible()
  await expect(dialog.locator('.field__error')).toHaveCount(1)

  const top = (label: string) => dialog.getByLabel(label).evaluate((input) => Math.round(input.getBoundingClientRect().top))
  const left = (label: string) => dialog.getByLabel(label).evaluate((input) => Math.round(input.getBoundingClientRect().left))
  if (testInfo.project.name === 'phone') {
    // One field a row: every box starts at the same left edge.
    expect(new Set(await Promise.all([text.first_name_label, text.last_name_label, text.email_label, text.company_label].map(left))).size).toBe(1)
  } else {
    expect(await top(text.last_name_label)).toBe(await top(text.first_name_label))
    expect(await top(text.company_label)).toBe(await top(text.email_label))
    expect(await left(text.company_label)).toBeGreaterThan(await left(text.email_label))
  }

  // The tokens' --color-blue-700, not the browser's own link blue rgb(0, 0, 238).
  const privacy = dialog.getByRole('link', { name: text.privacy_link_text })
  expect(await privacy.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(29, 78, 137)')
})

testOnOwnPage('a network failure keeps the values and offers a retry', async ({ page }) => {
  const dialog = await openPopup(page)
  await fillValid(dialog)
  let failures = 1
  await page.route('**/api/reports/*/download', (route) => (failures-- > 0 ? route.abort('internetdisconnected') : route.continue()))
  await dialog.getByRole('button', { name: text.submit_label }).click()
  await expect(dialog.getByRole('alert')).toContainText(text.network_error)
  await expect(dialog.getByLabel(text.company_label)).toHaveValue('Analytical Engines')
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: text.retry_label }).click()
  await expectPdf(await downloading)
})

testOnOwnPage(
  'a lead the site could not save (503) keeps the values, says so in the page’s language, releases nothing, and a retry downloads',
  async ({ page }) => {
    const de = CATALOGUE.de.reportForm
    await page.goto('/de/reports/europaeischer-strassengueterverkehrsindex-q1-2023')
    await page.locator('.report-gate__open').click()
    const dialog = page.getByRole('dialog', { name: de.title })
    await fillValid(dialog, '30 1234567', de)
    // The worker's answer when D1 fails or outlasts its budget; workerd tests drill D1 itself
    // (worker/leads/leadFaults.test.ts): the running site has no way to break its D1, by design.
    let failures = 1
    await page.route('**/api/reports/*/download', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 503, headers: { 'retry-after': '30', 'cache-control': 'private, no-store' }, json: { error: de.saving_error } })
        : route.continue(),
    )
    let downloads = 0
    page.on('download', () => void (downloads += 1))
    await dialog.getByRole('button', { name: de.submit_label }).click()
    await expect(dialog.getByRole('alert')).toHaveText(new RegExp(de.saving_error))
    await expect(dialog.getByLabel(de.company_label)).toHaveValue('Analytical Engines')
    await expect(dialog.getByRole('checkbox', { name: new RegExp(de.consent_label) })).toBeChecked()
    await expect(dialog.getByText(de.success_title)).toBeHidden()
    expect(downloads).toBe(0)
    const downloading = page.waitForEvent('download')
    await dialog.getByRole('button', { name: de.retry_label }).click()
    await expectPdf(await downloading)
  },
)

test.describe('the country picker', () => {
  testOnOwnPage('lists the preferred European countries first and finds by typing, resetting after 700 ms', async ({ page }) => {
    // The page's clock is driven while keys are typed: no time passes between two keys unless the
    // test moves it, however busy the machine.
    await page.clock.install()
    const dialog = await openPopup(page)
    const picker = dialog.getByRole('combobox', { name: text.country_label })
    const highlighted = dialog.locator('.combobox__option--highlighted')
    await expect(picker).toContainText('+49')
    await picker.click()
    const options = dialog.getByRole('option')
    await expect(options.nth(0)).toContainText('Germany')
    await expect(options.nth(1)).toContainText('Austria')
    await expect(options.nth(2)).toContainText('Switzerland')
    await page.keyboard.press('Escape')

    // Two keys within 700 ms are one search.
    await page.clock.pauseAt(Date.now() + 60_000)
    await picker.focus()
    await page.keyboard.type('fr')
    await expect(highlighted).toContainText('France')
    await page.clock.resume()
    await page.keyboard.press('Enter')
    await expect(picker).toContainText('+33')

    // 700 ms after a key, the search starts again: "r" is a new search, a country starting with R, not "Fr…".
    await page.clock.pauseAt(Date.now() + 120_000)
    await picker.focus()
    await page.keyboard.type('f')
    await page.clock.runFor(TYPE_TO_FIND_RESET_MS)
    await page.keyboard.type('r')
    await expect(highlighted).toContainText(/^R/)
    await page.clock.resume()
    await page.keyboard.press('Escape')
  })

  test('opens upward when less than 200 px remain below, downward otherwise', { tag: '@viewport' }, async ({ page }) => {
    const width = page.viewportSize()!.width
    await page.setViewportSize({ width, height: 560 })
    const dialog = await openPopup(page)
    const picker = dialog.getByRole('combobox', { name: text.country_label })
    const panel = dialog.locator('.modal__panel')
    /** Scrolls the panel so that `gap` px remain below the picker, as far as the panel scrolls; the px that do. */
    const placeToggle = (gap: number) =>
      panel.evaluate((element, gap) => {
        const toggle = element.querySelector('[role="combobox"]') as HTMLElement
        element.scrollTop += toggle.getBoundingClientRect().bottom - (window.innerHeight - gap)
        return window.innerHeight - toggle.getBoundingClientRect().bottom
      }, gap)

    expect(await placeToggle(120)).toBeLessThan(OPEN_UPWARD_BELOW_PX)
    await picker.click()
    const menu = dialog.getByRole('listbox')
    await expect(menu).toBeVisible()
    const [above, toggleBox] = [await menu.boundingBox(), await picker.boundingBox()]
    expect(above!.y + above!.height).toBeLessThanOrEqual(toggleBox!.y + 1)
    await page.keyboard.press('Escape')

    // At 560 px the panel scrolls the picker no higher than about 200 px above the bottom (as the
    // fonts fall, a few px either side of the bound): a taller window leaves it clear room below.
    // How tall depends on the fields above the picker (LEAD_FIELDS): the window grows until it does.
    let clear = 0
    for (const height of [900, 1100, 1300, 1600]) {
      await page.setViewportSize({ width, height })
      clear = await placeToggle(400)
      if (clear > OPEN_UPWARD_BELOW_PX + 50) break
    }
    expect(clear).toBeGreaterThan(OPEN_UPWARD_BELOW_PX + 50)
    // Not even for a moment where it opened last: the picker's every change is watched as it opens.
    await panel.evaluate((element) => {
      const picker = element.querySelector('[role="combobox"]')?.closest('.combobox') as HTMLElement
      const seen: boolean[] = []
      Object.assign(window, { openedUpward: seen })
      new MutationObserver(() => {
        if (picker.querySelector('[role="option"]')) seen.push(picker.classList.contains('combobox--up'))
      }).observe(picker, { subtree: true, childList: true, attributes: true })
    })
    await picker.click()
    await expect(menu).toBeVisible()
    const [below, toggleNow] = [await menu.boundingBox(), await picker.boundingBox()]
    expect(below!.y).toBeGreaterThanOrEqual(toggleNow!.y + toggleNow!.height - 1)
    expect(await page.evaluate(() => (window as unknown as { openedUpward: boolean[] }).openedUpward)).not.toContain(true)
    await page.keyboard.press('Escape')
  })

  test('a report that allows only DE, AT and CH offers only them', async ({ page }) => {
    const dialog = await openPopup(page, DACH_ONLY)
    await dialog.getByRole('combobox', { name: text.country_label }).click()
    await expect(dialog.getByRole('option')).toHaveCount(3)
  })
})

testOnOwnPage.describe('without JavaScript', () => {
  testOnOwnPage.use({ javaScriptEnabled: false })

  testOnOwnPage('the form is on the page and leads to the downloaded file; errors come back filled in', async ({ page }) => {
    await page.goto(GATED)
    await expect(page.locator('.report-gate__open')).toBeHidden()
    const form = page.locator('form.lead-form')
    await form.getByLabel(text.first_name_label).fill('Ada')
    await form.getByLabel(text.last_name_label).fill('Lovelace')
    await form.getByLabel(text.email_label).fill(uniqueEmail())
    await form.getByLabel(text.company_label).fill('Analytical Engines')
    await form.getByRole('combobox', { name: text.country_label }).selectOption('AT')
    // Too short for Austria: only the server can tell.
    await form.getByRole('textbox', { name: text.phone_label }).fill('1 51')
    await form.getByRole('checkbox', { name: new RegExp(text.consent_label) }).check()
    await form.getByRole('button', { name: text.submit_label }).click()
    await expect(page.getByText(text.phone_too_short_error)).toBeVisible()
    const again = page.locator('form.lead-form')
    await expect(again.getByLabel(text.first_name_label)).toHaveValue('Ada')
    await expect(again.getByRole('combobox', { name: text.country_label })).toHaveValue('AT')
    await expect(again.getByRole('checkbox', { name: new RegExp(text.consent_label) })).toBeChecked()

    await again.getByRole('textbox', { name: text.phone_label }).fill('1 5123456')
    const downloading = page.waitForEvent('download')
    await again.getByRole('button', { name: text.submit_label }).click()
    await expectPdf(await downloading)
  })
})

test.describe("the phone field's first country", () => {
  const FRENCH = '/fr/reports/indice-europeen-du-transport-routier-t1-2023'
  const frenchText = CATALOGUE.fr.reportForm

  test("is the page language's country, with and without JavaScript", async ({ page, browser }) => {
    await (await openReport(page, FRENCH)).click()
    const dialog = page.getByRole('dialog', { name: frenchText.title })
    await expect(dialog.getByRole('combobox', { name: frenchText.country_label })).toContainText('+33')
    const plain = await browser.newContext({ javaScriptEnabled: false })
    const withoutScript = await plain.newPage()
    await withoutScript.goto(FRENCH)
    await expect(withoutScript.locator('form.lead-form').getByRole('combobox', { name: frenchText.country_label })).toHaveValue('FR')
    await plain.close()
  })

  test("is the visitor's country where the site sees one", async ({ browser }) => {
    const austria = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'AT' } })
    const page = await austria.newPage()
    await (await openReport(page, FRENCH)).click()
    const dialog = page.getByRole('dialog', { name: frenchText.title })
    await expect(dialog.getByRole('combobox', { name: frenchText.country_label })).toContainText('+43')
    await austria.close()
  })
})
