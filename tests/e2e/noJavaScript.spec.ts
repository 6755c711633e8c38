import { expect } from '@playwright/test'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Every test here needs a page of its own (a driven clock, routes, scripts, no JavaScript), in the workers of the other specs. */
const test = withPageOfItsOwn(testWithPagePerWorker())

// A gated report's form without JavaScript, on a phone too: what the server answers is in view, and only the latest answer shows.
// (The shell's controls without JavaScript: shell.spec.ts.)

const text = CATALOGUE.en.reportForm
const GATED = '/reports/european-road-freight-index-q1-2023'

test.use({ javaScriptEnabled: false })

test(
  'a report form sent with a mistake comes back at the form, the first error in view; sent again right, it shows its thanks and no old error',
  { tag: '@viewport' },
  async ({ page }) => {
    await page.goto(GATED)
    const form = page.locator('form.lead-form')
    await form.getByLabel(text.first_name_label).fill('Ada')
    await form.getByLabel(text.last_name_label).fill('Lovelace')
    await form.getByLabel(text.email_label).fill(`nojs.${crypto.randomUUID()}@example.com`)
    await form.getByLabel(text.company_label).fill('Analytical Engines')
    await form.getByRole('combobox', { name: text.country_label }).selectOption('AT')
    // Too short for Austria: only the server can tell.
    await form.getByRole('textbox', { name: text.phone_label }).fill('1 51')
    await form.getByRole('checkbox', { name: new RegExp(text.consent_label) }).check()
    await form.getByRole('button', { name: text.submit_label }).click()

    await expect(page).toHaveURL(/#report-download$/)
    const error = page.getByText(text.phone_too_short_error)
    await expect(error).toBeVisible()
    await expect(error).toBeInViewport()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeInViewport()

    await page.locator('form.lead-form').getByRole('textbox', { name: text.phone_label }).fill('1 5123456')
    const downloading = page.waitForEvent('download')
    await page.locator('form.lead-form').getByRole('button', { name: text.submit_label }).click()
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/)
    const thanks = page.getByRole('status').filter({ hasText: text.success_title })
    await expect(thanks).toBeInViewport()
    await expect(thanks.getByRole('link', { name: text.download_again_label })).toHaveAttribute('href', /\/file\?/)
    await expect(page.getByText(text.phone_too_short_error)).toHaveCount(0)
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    await expect(page.locator('form.lead-form')).toHaveCount(0)
  },
)
