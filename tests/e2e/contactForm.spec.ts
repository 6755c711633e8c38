import { expect, type Locator, type Page } from '@playwright/test'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { axeViolations } from '../support/pageChecks'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// The contact form on the demo's contact page, in English and German, with and without JavaScript.
const LANGUAGES = [
  { name: 'English', path: '/contact', text: { ...CATALOGUE.en.reportForm, ...CATALOGUE.en.contactForm } },
  { name: 'German', path: '/de/contact', text: { ...CATALOGUE.de.reportForm, ...CATALOGUE.de.contactForm } },
] as const
type FormText = (typeof LANGUAGES)[number]['text']

function uniqueEmail(): string {
  return `contact.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
}

async function fillValid(form: Locator, text: FormText, { email = uniqueEmail(), phone = '+49 30 1234567' } = {}): Promise<void> {
  await form.getByLabel(text.first_name_label).fill('Ada')
  await form.getByLabel(text.last_name_label).fill('Lovelace')
  await form.getByLabel(text.email_label).fill(email)
  await form.getByLabel(text.company_label).fill('Analytical Engines')
  await form.getByRole('textbox', { name: text.phone_label }).fill(phone)
  await form.getByLabel(text.message_label).fill('Two full truckloads from Hamburg to Lyon, every week.')
  await form.getByRole('checkbox', { name: new RegExp(text.consent_label) }).check()
}

/** The site's analytics moments, as the page dispatches them. */
async function recordAnalytics(page: Page): Promise<string[]> {
  const events: string[] = []
  await page.exposeFunction('recordAnalytics', (event: string) => events.push(event))
  await page.addInitScript(() =>
    window.addEventListener('site:analytics', (event) =>
      (window as unknown as { recordAnalytics(name: string): void }).recordAnalytics((event as CustomEvent<{ event: string }>).detail.event),
    ),
  )
  return events
}

for (const { name, path, text } of LANGUAGES) {
  test.describe(`${name}, with JavaScript`, () => {
    testOnOwnPage('errors at once with the shared rules, fixed, then sent: the thanks in the form’s place', { tag: '@viewport' }, async ({ page }) => {
      const events = await recordAnalytics(page)
      await page.goto(path)
      // Enhanced: the island runs, and the browser's own checks give way to the shared rules.
      const form = page.locator('#contact-form form.lead-form[novalidate]')
      await expect(form).toBeVisible()
      expect(await axeViolations(page, ['#contact-form'])).toEqual([])
      await form.getByRole('button', { name: text.submit_label }).click()
      await expect(form.getByLabel(text.first_name_label)).toBeFocused()
      await expect(form.getByText(text.summary_error)).toBeVisible()
      await expect(form.getByLabel(text.message_label)).toHaveAttribute('aria-invalid', 'true')
      await expect.poll(() => events).toContain('Contact form failed')
      expect(await axeViolations(page, ['#contact-form'])).toEqual([])

      await fillValid(form, text)
      await form.getByRole('button', { name: text.submit_label }).click()
      const thanks = page.getByRole('heading', { name: text.success_title })
      await expect(thanks).toBeFocused()
      await expect(page.getByText(text.success_text)).toBeVisible()
      await expect.poll(() => events).toContain('Contact form submitted')
    })
  })

  testOnOwnPage.describe(`${name}, without JavaScript`, () => {
    testOnOwnPage.use({ javaScriptEnabled: false })

    testOnOwnPage('a refused form comes back filled in at the form, a fixed one is thanked', { tag: '@viewport' }, async ({ page }) => {
      await page.goto(path)
      const form = page.locator('#contact-form form.lead-form')
      // Too short for Germany: only the server can tell (the browser's own checks pass it).
      await fillValid(form, text, { phone: '+49 30' })
      await form.getByRole('button', { name: text.submit_label }).click()
      // The server's answer: the page again, at the form (the action's anchor), the error shown and every value kept.
      await expect(page).toHaveURL(/\/api\/contact#contact-form$/)
      const again = page.locator('#contact-form form.lead-form')
      await expect(again.getByText(text.phone_too_short_error)).toBeInViewport()
      await expect(again.getByRole('textbox', { name: text.phone_label })).toHaveValue('+49 30')
      await expect(again.getByLabel(text.first_name_label)).toHaveValue('Ada')
      await expect(again.getByLabel(text.message_label)).toHaveValue('Two full truckloads from Hamburg to Lyon, every week.')
      await expect(again.getByRole('checkbox', { name: new RegExp(text.consent_label) })).toBeChecked()

      await again.getByRole('textbox', { name: text.phone_label }).fill('+49 30 1234567')
      await again.getByRole('button', { name: text.submit_label }).click()
      await expect(page.getByText(text.success_title)).toBeInViewport()
      await expect(page.getByText(text.success_text)).toBeVisible()
      await expect(page.locator('#contact-form form')).toHaveCount(0)
    })
  })
}
