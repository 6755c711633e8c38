import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// What a visitor meets on a phone and a desktop, against the demo content: every opening says how
// to apply, a webinar says when (with its time zone) and what comes next, the legal pages are one
// click away, the home page's buttons can be seen, and the footer's year is this year.

const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`
const text = CATALOGUE.en.templates

interface StoryData {
  slug: string
  content: Record<string, unknown>
}

// Pages loaded and read: one page per worker, whose caches carry over, with requests to hosts these
// machines cannot reach (Storyblok's CDN) failed fast (tests/support/pagePerWorker.ts).
const test = testWithPagePerWorker()

const isPhone = (projectName: string) => projectName === 'phone'

/** The first published story the content service lists for a query (the demo content, as the site reads it). */
async function firstStory(request: APIRequestContext, query: Record<string, string>): Promise<StoryData> {
  const params = new URLSearchParams({ token: demoSpace.publicToken, version: 'published', per_page: '1', ...query })
  const response = await request.get(`${SERVICE}/v2/cdn/stories?${params}`)
  const [story] = ((await response.json()) as { stories: StoryData[] }).stories
  if (!story) throw new Error(`no story for ${params}`)
  return story
}

/** Now, as Storyblok's date filters take it (`2026-11-25 10:00`). */
const storyblokNow = () => new Date().toISOString().slice(0, 16).replace('T', ' ')

/** A footer column's links: on a phone the column is an accordion, opened first as a visitor would. */
async function footerColumn(page: Page, title: string, projectName: string): Promise<Locator> {
  const footer = page.locator('.site-footer')
  const column = footer.locator('.footer-column').filter({ has: page.locator('.footer-column__title', { hasText: title }) })
  if (isPhone(projectName)) {
    const toggle = column.getByRole('button', { name: title })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
  return column.locator('.footer-column__links')
}

/** WCAG's contrast ratio of two CSS colours (`rgb(…)`/`rgba(…)`; transparent is the card behind). */
function contrast(foreground: string, background: string): number {
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** The colour an element's text sits on: its own background, else the nearest ancestor's that is not transparent. */
async function backdrop(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor
      if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color
    }
    return 'rgb(255, 255, 255)'
  })
}

test.describe('open positions', () => {
  test('every opening has a way to apply: its own form, its own address or the careers address', async ({ page }) => {
    await page.goto('/open-positions')
    const openings = page.locator('section.job:visible')
    const count = await openings.count()
    expect(count).toBeGreaterThan(10)
    for (let index = 0; index < count; index++) {
      const opening = openings.nth(index)
      const title = (await opening.locator('.job__title').textContent()) ?? ''
      const apply = opening.locator('.job__apply a')
      await expect(apply, title).toBeVisible()
      // Named with the job for screen readers (Chromium puts a space before the hidden part).
      await expect(apply).toHaveAccessibleName(new RegExp(`^(${text.applyNow}|${text.applyByEmail}) ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    }
    const engineering = openings.filter({ hasText: 'Senior Backend Engineer' }).locator('.job__apply a')
    await expect(engineering).toHaveAttribute('href', 'https://jobs.example.com/freight-demo/senior-backend-engineer')
    await expect(engineering).toHaveAttribute('target', '_blank')
    const operations = openings.filter({ hasText: 'Freight Dispatcher' }).first()
    await expect(operations.locator('.job__apply a')).toHaveAttribute('href', 'mailto:operations-jobs@example.com?subject=Freight%20Dispatcher')
    await expect(operations.locator('.job__apply-address')).toHaveText('operations-jobs@example.com')
    const sales = openings.filter({ hasText: 'Key Account Manager Poland' })
    await expect(sales.locator('.job__apply a')).toHaveAttribute('href', 'mailto:jobs@example.com?subject=Key%20Account%20Manager%20Poland')
  })

  test('the unsolicited application is always offered, and leads to a page about applying with an address and a number', async ({ page }) => {
    await page.goto('/open-positions')
    const unsolicited = page.locator('.jobs-unsolicited')
    await expect(unsolicited.getByRole('heading', { name: text.unsolicitedTitle })).toBeVisible()
    await unsolicited.getByRole('link', { name: text.jobFilters.unsolicited }).click()
    await expect(page).toHaveURL('/apply')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to apply')
    await expect(page.getByRole('heading', { name: 'What to send' })).toBeVisible()
    await expect(page.getByRole('link', { name: /jobs@example\.com/ }).first()).toHaveAttribute('href', 'mailto:jobs@example.com')
    await expect(page.getByRole('link', { name: '+49 30 1234 5679' }).first()).toHaveAttribute('href', 'tel:+493012345679')
    await page.locator('main').getByRole('link', { name: 'Open positions' }).click()
    await expect(page).toHaveURL('/open-positions')
  })

  test('in German too, the way leads to the German page about applying', async ({ page }) => {
    await page.goto('/de/open-positions')
    await page.locator('.jobs-unsolicited').getByRole('link', { name: CATALOGUE.de.templates.jobFilters.unsolicited }).click()
    await expect(page).toHaveURL('/de/apply')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('So bewerben Sie sich')
  })

  test('the contact page says its heading once and gives a number to call', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByText('We are here to help', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('link', { name: '+49 30 1234 5670' }).first()).toHaveAttribute('href', 'tel:+493012345670')
    await expect(page.getByRole('link', { name: 'How to apply' })).toHaveAttribute('href', '/apply')
  })
})

test.describe('webinars', () => {
  test('an upcoming webinar says when, in Berlin time with its zone, and how to register', async ({ page, request }) => {
    const upcoming = await firstStory(request, { starts_with: 'en/webinars/', content_type: 'webinar', 'filter_query[date][gt_date]': storyblokNow() })
    await page.goto(`/webinars/${upcoming.slug}`)
    await expect(page.locator('.article__overline')).toHaveText(text.upcomingWebinar)
    await expect(page.locator('.webinar-event__time time')).toHaveText(/^\w+, \d{1,2} \w+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2} CES?T$/)
    const register = page.getByRole('link', { name: text.registerForWebinar })
    await expect(register).toBeVisible()
    await expect(register).toHaveAttribute('href', (upcoming.content.registration_link as { url: string }).url)
    await expect(page.locator('.webinar-event video')).toHaveCount(0)
  })

  test('a past webinar shows its recording, or says it is coming soon, and no longer invites to register', async ({ page, request }) => {
    const query = { starts_with: 'en/webinars/', content_type: 'webinar', 'filter_query[date][lt_date]': storyblokNow() }
    const recorded = await firstStory(request, { ...query, 'filter_query[video_url][is]': 'not_empty' })
    await page.goto(`/webinars/${recorded.slug}`)
    await expect(page.locator('.article__overline')).toHaveText(text.pastWebinar)
    await expect(page.locator('.webinar-event video')).toHaveAttribute('src', String(recorded.content.video_url))
    await expect(page.getByRole('link', { name: text.registerForWebinar })).toHaveCount(0)

    const waiting = await firstStory(request, { ...query, 'filter_query[video_url][is]': 'empty' })
    await page.goto(`/webinars/${waiting.slug}`)
    await expect(page.getByText(text.recordingComingSoon)).toBeVisible()
    await expect(page.locator('.webinar-event__time')).toContainText(/CES?T/)
    await expect(page.getByRole('link', { name: text.registerForWebinar })).toHaveCount(0)
  })

  test('in German, the time is written the German way with the German zone name', async ({ page, request }) => {
    const upcoming = await firstStory(request, { starts_with: 'de/webinars/', content_type: 'webinar', 'filter_query[date][gt_date]': storyblokNow() })
    await page.goto(`/de/webinars/${upcoming.slug}`)
    await expect(page.locator('.webinar-event__time time')).toHaveText(/^\w+, \d{1,2}\. \w+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2} Uhr MES?Z$/)
    await expect(page.getByRole('link', { name: CATALOGUE.de.templates.registerForWebinar })).toBeVisible()
  })
})

test.describe('legal pages', () => {
  test('the footer’s privacy policy and imprint open their pages, with JavaScript running', { tag: '@viewport' }, async ({ page }, testInfo) => {
    await page.goto('/blog')
    const legal = await footerColumn(page, 'Legal', testInfo.project.name)
    await legal.getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toHaveCount(0)

    const imprint = await footerColumn(page, 'Legal', testInfo.project.name)
    await imprint.getByRole('link', { name: 'Imprint' }).click()
    await expect(page).toHaveURL('/imprint')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint')
    await expect(page.getByText('HRB 123456 B')).toBeVisible()
  })

  test('in another language, the footer leads to the legal pages in words of that language', { tag: '@viewport' }, async ({ page }, testInfo) => {
    await page.goto('/de')
    const legal = await footerColumn(page, 'Rechtliches', testInfo.project.name)
    await legal.getByRole('link', { name: 'Datenschutzerklärung' }).click()
    await expect(page).toHaveURL('/de/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung')
  })

  test('the bottom link still opens the cookie settings', async ({ page }) => {
    await page.goto('/')
    await page.locator('.site-footer__bottom-links').getByRole('link', { name: 'Cookie settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the report form’s privacy policy link leads to the privacy page', async ({ page }) => {
    await page.goto('/reports/european-road-freight-index-q1-2023')
    await page.locator('.report-gate__open').click()
    const dialog = page.getByRole('dialog', { name: CATALOGUE.en.reportForm.title })
    const privacy = dialog.getByRole('link', { name: CATALOGUE.en.reportForm.privacy_link_text })
    await expect(privacy).toHaveAttribute('href', '/privacy')
    const [policy] = await Promise.all([page.waitForEvent('popup'), privacy.click()])
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  })
})

test.describe('home page and blog', () => {
  test('every button of the home page’s boxes stands out from its box', async ({ page }) => {
    await page.goto('/')
    const mobileApp = page.locator('.cta-box').getByRole('link', { name: 'Mobile app' })
    await expect(mobileApp).toBeVisible()
    const buttons = page.locator('.cta-box .btn:not(.btn--google-play):not(.btn--app-store)')
    const count = await buttons.count()
    expect(count).toBeGreaterThanOrEqual(3)
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index)
      const color = await button.evaluate((element) => getComputedStyle(element).color)
      expect(contrast(color, await backdrop(button)), (await button.textContent()) ?? '').toBeGreaterThanOrEqual(4.5)
    }
  })

  test('the blog lists articles, not the rich text test page', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.locator('.card').first()).toBeVisible()
    await expect(page.locator('.card', { hasText: 'Rich text showcase' })).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test('the copyright names this year, in every language', async ({ page }) => {
    const year = String(new Date().getUTCFullYear())
    for (const path of ['/', '/de', '/es', '/el']) {
      await page.goto(path)
      await expect(page.locator('.site-footer__copyright'), path).toHaveText(new RegExp(`^© ${year} Freight Demo GmbH`))
    }
  })
})
