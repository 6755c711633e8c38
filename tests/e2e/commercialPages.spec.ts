import { expect, type Page } from '@playwright/test'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { axeViolations } from '../support/pageChecks'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// The demo's commercial pages do what they say (issue 44, finding 13): the FAQ's questions open and
// its FAQPage data is there, the pricing page shows plans with prices, the app page's badges lead to
// the stores, the partners are named, the banner's booking link reaches a form, and the glossary's
// A–Z jumps to its letters.

/** The page's JSON-LD nodes of one type. */
async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((node) => node['@type'] === type)
}

test('FAQ: a question opens its answer and closes again, and every question is FAQPage data', async ({ page }) => {
  await page.goto('/faq')
  const questions = page.locator('.faq-item')
  const count = await questions.count()
  expect(count).toBeGreaterThanOrEqual(5)
  const first = questions.first()
  const answer = first.locator('.faq-item__answer')
  await expect(answer).toBeHidden()
  await first.locator('summary').click()
  await expect(answer).toBeVisible()
  expect(await axeViolations(page, ['main'])).toEqual([])
  await first.locator('summary').press('Enter')
  await expect(answer).toBeHidden()
  const [faq] = await jsonLdOfType(page, 'FAQPage')
  const names = ((faq?.mainEntity ?? []) as { name: string }[]).map((entry) => entry.name)
  expect(names).toEqual(await questions.locator('summary').allTextContents())
})

for (const { path, price, onRequest } of [
  { path: '/pricing', price: '€149', onRequest: 'On request' },
  { path: '/pl/pricing', price: '149 €', onRequest: 'Na zapytanie' },
]) {
  test(`pricing at ${path}: three plans, each with its price, what it includes and a button`, { tag: '@viewport' }, async ({ page }) => {
    await page.goto(path)
    const plans = page.locator('.pricing-plan')
    await expect(plans).toHaveCount(3)
    for (const plan of await plans.all()) {
      await expect(plan.getByRole('heading')).toBeVisible()
      await expect(plan.locator('.pricing-plan__features li').first()).toBeVisible()
      await expect(plan.getByRole('link')).toBeVisible()
    }
    await expect(page.locator('.pricing-plan__amount', { hasText: price })).toBeVisible()
    await expect(page.locator('.pricing-plan__amount', { hasText: onRequest })).toBeVisible()
    expect(await axeViolations(page, ['main'])).toEqual([])
  })
}

test('mobile app: the two store badges, each a link to its store', async ({ page }) => {
  await page.goto('/mobile-app')
  const main = page.locator('main')
  const text = CATALOGUE.en.island
  await expect(main.getByRole('link', { name: `${text.getItOn} Google Play` })).toHaveAttribute('href', /^https:\/\/play\.google\.com\/store\/apps\//)
  await expect(main.getByRole('link', { name: `${text.downloadOnThe} App Store` })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/app\//)
})

test('partners: each partner named, with what it does and its logo', async ({ page }) => {
  await page.goto('/partners')
  const partners = page.locator('main .cta-box')
  expect(await partners.count()).toBeGreaterThanOrEqual(4)
  await expect(page.getByRole('heading', { name: 'Nordlink Telematics' })).toBeVisible()
  for (const partner of await partners.all()) {
    const name = await partner.getByRole('heading').textContent()
    await expect(partner.getByRole('img', { name: `${name} logo` })).toBeVisible()
    await expect(partner.locator('.cta-box__text')).not.toBeEmpty()
  }
})

test('the banner’s “Book a full truckload” leads to the contact form, in view', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/')
  await page.locator('.top-banner').getByRole('link', { name: 'Book a full truckload' }).click()
  await expect(page).toHaveURL(/\/contact#contact-form$/)
  const form = page.locator('#contact-form')
  await expect(form.getByRole('textbox', { name: CATALOGUE.en.contactForm.message_label })).toBeVisible()
  await expect(form.getByRole('heading')).toBeInViewport()
})

test('glossary: the A–Z index jumps to a letter’s terms; letters without terms are no links', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/glossary')
  const index = page.getByRole('navigation', { name: CATALOGUE.en.templates.lettersIndex })
  await expect(index.getByRole('link')).not.toHaveCount(0)
  await expect(index.getByRole('link', { name: 'A', exact: true })).toHaveCount(0)
  await expect(index.getByText('A', { exact: true })).toBeVisible()
  expect(await axeViolations(page, ['main'])).toEqual([])
  await index.getByRole('link', { name: 'P', exact: true }).click()
  await expect(page).toHaveURL(/#letter-p$/)
  const section = page.locator('#letter-p')
  await expect(section.getByRole('heading', { level: 2, name: 'P' })).toBeInViewport()
  await section.getByRole('link', { name: 'Payload' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payload' })).toBeVisible()
  await expect(page.locator('main').getByRole('heading', { level: 2 })).not.toHaveCount(0)
  await page.locator('main .richtext').getByRole('link', { name: 'Tail lift' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tail lift' })).toBeVisible()
})
