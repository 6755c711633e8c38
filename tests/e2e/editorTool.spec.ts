import { expect, type Frame, type Page } from '@playwright/test'
import { BRIDGE_CONNECTED } from '../support/localEditor'
import { axeViolations } from '../support/pageChecks'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import type { WebhookDelivery } from '../../storyblok-local/webhooks/sendWebhook'
import { management, managedStory, type ManagedStory } from '../support/managementApi'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// The local editor's page is kept per worker, so its scripts and the framed preview's compile once (tests/support/pagePerWorker.ts).
const test = testWithPagePerWorker()

// The local editor as a tool: its index of stories, a panel in the model's words and tabs, the
// preview at a desktop's or a phone's width, and nothing of it over the site or the Save bar.

/** The local content service and its visual editor (`npm start` runs both). */
const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`

async function openEditor(page: Page, fullSlug: string): Promise<Frame> {
  await page.goto(`${SERVICE}/_editor/${fullSlug}`, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-ready]')).toHaveCount(1)
  const frame = await (await page.locator('#editor-frame').elementHandle())?.contentFrame()
  if (!frame) throw new Error('the editor has no frame')
  // The frame renders the whole site; a busy machine may take a while.
  await expect(frame.locator('html[data-editor="connected"]')).toHaveCount(1, BRIDGE_CONNECTED)
  return frame
}

/** How many stories the index says it shows, and of how many. */
async function shown(page: Page): Promise<[number, number]> {
  const text = (await page.getByRole('status').textContent()) ?? ''
  const [, visible, total] = /(\d+) of (\d+) stories/.exec(text) ?? []
  return [Number(visible), Number(total)]
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The bridge's label of the selected blok (its overlay menu), where it shows; null when it shows none. */
function bridgeLabel(frame: Frame): Promise<Box | null> {
  return frame.evaluate(() => {
    const overlay = document.querySelector<HTMLElement>('.storyblok__overlay')
    const menu = overlay?.querySelector('.storyblok__overlay-menu')
    return overlay && menu && getComputedStyle(overlay).display !== 'none' ? menu.getBoundingClientRect().toJSON() : null
  })
}

test('/_editor/ lists every story by language and folder with its content type, and the filter box narrows the list as one types', async ({ page }) => {
  // A page of 600 stories, filtered row by row, and axe: seconds alone, more on a busy machine.
  test.setTimeout(90_000)
  await page.goto(`${SERVICE}/_editor`)
  await expect(page).toHaveURL(`${SERVICE}/_editor/`)
  const [all, total] = await shown(page)
  expect(all).toBe(total)
  expect(total).toBeGreaterThan(500)
  // One heading per language of the demo space's stories.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(new Set([...demoSpace.siteLanguages, ...demoSpace.pressLanguages]).size)
  const german = page.locator('section:has(> h2:text-is("Deutsch (de)"))')
  await expect(german.getByRole('heading', { level: 3, name: /^Open positions/ })).toBeVisible()
  const about = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'About us', exact: true }) })
    .first()
  await expect(about.getByRole('cell')).toHaveText(['About us', 'Page', 'en/about', 'Changes not published'])
  await expect(page.getByRole('row').filter({ hasText: 'en/_settings' }).getByRole('cell').nth(1)).toHaveText('Site settings')

  await page.getByLabel('Filter by name, address or content type').fill('job opening de/')
  await expect.poll(async () => (await shown(page))[0]).toBeLessThan(total)
  const [openings] = await shown(page)
  expect(openings).toBeGreaterThan(5)
  const rows = page.locator('tbody tr:visible')
  await expect(rows).toHaveCount(openings)
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(1)).toHaveText('Job opening')
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^de\/open-positions\/./)
  }
  await expect(page.getByRole('heading', { level: 2, name: 'English (en)' })).toBeHidden()
  expect(new URL(page.url()).searchParams.get('q')).toBe('job opening de/')

  await rows.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/_editor\/de\/open-positions\//)
  await expect(page.locator('html[data-ready]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(m\/w\/d\)/)
  await expect(page.getByText('Job opening · de/open-positions/')).toBeVisible()
  await page.getByRole('link', { name: 'All stories' }).click()
  await expect(page).toHaveURL(`${SERVICE}/_editor/`)
  // axe over a filtered list: every part of the page, without checking 600 alike rows on a busy machine.
  await page.goto(`${SERVICE}/_editor/?q=about`)
  expect(await axeViolations(page)).toEqual([])
})

test('the index filters without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${SERVICE}/_editor/`)
  await page.getByLabel('Filter by name, address or content type').fill('webinar en/')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/\?q=webinar\+en%2F$/)
  const [visible, total] = await shown(page)
  expect(visible).toBeGreaterThan(5)
  expect(visible).toBeLessThan(20)
  await expect(page.locator('tbody tr:visible')).toHaveCount(visible)
  expect(total).toBeGreaterThan(500)
  await context.close()
})

test('the settings show one tab at a time, fields by their display names, required fields marked; arrow keys move between tabs', async ({ page }) => {
  await openEditor(page, 'en/_settings')
  const tabs = page.getByRole('tablist', { name: 'Site settings: tabs' }).getByRole('tab')
  await expect(tabs).toHaveText(['Header', 'Footer', 'Top banner', 'Error page', 'Report form', 'Search and sharing', 'Careers'])
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: 'Logo › alt text' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Copyright line' })).toBeHidden()
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: 'Copyright line' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Logo › alt text' })).toBeHidden()
  await page.keyboard.press('End')
  await expect(tabs.last()).toBeFocused()
  await expect(page.getByRole('combobox', { name: 'Page about applying › link type' })).toBeVisible()
  // No control is labelled with a key of the model.
  for (const key of ['footer_copyright', 'header_items', 'jobs_apply_link', 'topnotification_enabled']) await expect(page.getByLabel(key)).toHaveCount(0)

  const height = await page.locator('#editor-fields').evaluate((form) => form.getBoundingClientRect().height)
  test.info().annotations.push({ type: 'settings panel height', description: `${Math.round(height)} px (42,616 px before tabs)` })
  expect(height).toBeLessThan(3000)
})

test('a story’s panel follows the model: Content tab first, the sections in place between the title and the featured stories, required fields named so', async ({
  page,
}) => {
  await openEditor(page, 'en/home')
  const root = page.locator('fieldset.blok[data-component="page"]')
  await expect(root.locator(':scope > legend')).toHaveText('Page')
  await expect(root.getByRole('tab')).toHaveText(['Content', 'SEO', 'Settings'])
  const content = root.getByRole('tabpanel', { name: 'Content' })
  const order = await content
    .locator(':scope > *')
    .evaluateAll((items) => items.map((item) => item.querySelector(':scope > label, :scope > legend')?.textContent?.trim() ?? ''))
  expect(order).toEqual(['Title (required)', 'Sections', 'Featured stories'])
  await expect(page.getByRole('textbox', { name: 'Title (required)' })).toBeVisible()
  const sections = content.locator('fieldset.field-group:has(> legend:text-is("Sections")) > fieldset.blok')
  await expect(sections.first().getByRole('button', { name: /^Section heading: / })).toHaveAttribute('aria-expanded', 'false')
  await sections
    .first()
    .getByRole('button', { name: /^Section heading: / })
    .click()
  await expect(sections.first().getByRole('checkbox', { name: 'Big title' })).toBeVisible()
  expect(await axeViolations(page, ['aside'])).toEqual([])
})

test('the preview shows the site’s desktop layout at 1280 px by default, scaled to fit, and a phone’s at 390 px', async ({ page }) => {
  const frame = await openEditor(page, 'en/home')
  const widths = page.getByRole('group', { name: 'Preview width' })
  await expect(widths.getByRole('button', { name: 'Desktop (1280 px)' })).toHaveAttribute('aria-pressed', 'true')
  expect(await frame.evaluate(() => window.innerWidth)).toBe(1280)
  await expect(frame.locator('.desktop-nav')).toBeVisible()
  const box = (await page.locator('#editor-frame').boundingBox()) as Box
  const panel = (await page.locator('aside').boundingBox()) as Box
  // The whole 1280 px page fits beside the panel, scaled down.
  expect(box.x).toBeGreaterThanOrEqual(panel.x + panel.width)
  expect(box.x + box.width).toBeLessThanOrEqual(1280)

  await widths.getByRole('button', { name: 'Phone (390 px)' }).click()
  await expect(widths.getByRole('button', { name: 'Phone (390 px)' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(390)
  await expect(frame.locator('.desktop-nav')).toBeHidden()
  expect(((await page.locator('#editor-frame').boundingBox()) as Box).width).toBe(390)

  await widths.getByRole('button', { name: 'Desktop (1280 px)' }).click()
  await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(1280)
  await expect(frame.locator('.desktop-nav')).toBeVisible()
})

test('nothing covers the Save bar however far the panel scrolls, and the bridge’s label never sits on the site’s logo', async ({ page }) => {
  test.setTimeout(60_000)
  await openEditor(page, 'en/_settings')
  const save = page.getByRole('button', { name: 'Save' })
  const fields = page.locator('.panel-fields')
  for (const tab of ['Header', 'Report form', 'Footer']) {
    await page.getByRole('tab', { name: tab }).click()
    // The tab's bloks opened (a dozen of them), so the panel is long.
    const closed = page.locator('[role=tabpanel]:visible .blok-toggle[aria-expanded=false]:visible').first()
    for (let opened = 0; opened < 12 && (await closed.count()) > 0; opened++) await closed.click()
    const scrollable = await fields.evaluate((element) => element.scrollHeight - element.clientHeight)
    for (const share of [0.25, 0.5, 1]) {
      await fields.evaluate((element, to) => element.scrollTo(0, to), scrollable * share)
      // A trial click checks that the button itself receives the click at its centre.
      await save.click({ trial: true, timeout: 2000 })
      // No field shows anywhere in the panel's head, above or beside the buttons.
      const covered = await save.evaluate((button) => {
        const fields = document.getElementById('editor-fields')
        const head = (button.closest('.panel-head') ?? button).getBoundingClientRect()
        const points = [head.top + 2, button.getBoundingClientRect().top - 2, head.bottom - 2].flatMap((y) => [8, 60, 200, 340].map((x) => [x, y] as const))
        return points.filter(([x, y]) => fields?.contains(document.elementFromPoint(x, y))).map(([x, y]) => `${x},${Math.round(y)}`)
      })
      expect(covered).toEqual([])
    }
  }

  const home = await openEditor(page, 'en/home')
  // The story's root spans the page: editing its fields outlines nothing, so no label sits above it, on the header.
  await page.getByRole('textbox', { name: 'Title (required)' }).focus()
  await expect.poll(() => bridgeLabel(home)).toBeNull()
  await page.getByRole('button', { name: /^Section heading: / }).click()
  await expect.poll(() => bridgeLabel(home)).not.toBeNull()
  const label = (await bridgeLabel(home)) as Box
  const homeLogo = await home
    .locator('.site-logo')
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as Box)
  expect(homeLogo.width).toBeGreaterThan(0)
  expect(overlaps(label, homeLogo)).toBe(false)
})

test('Save and Publish refuse while a required field is empty, naming it and its block; what was typed stays and nothing is stored', async ({ page }) => {
  await openEditor(page, 'en/sustainability')
  const draftTitle = async () => {
    const answer = await page.request.get(`${SERVICE}/v2/cdn/stories/en/sustainability?version=draft&token=${demoSpace.previewToken}`)
    return ((await answer.json()) as { story: { content: { title: string } } }).story.content.title
  }
  const before = await draftTitle()
  const title = page.getByRole('textbox', { name: 'Title (required)' })
  await title.fill(' ')
  const status = page.locator('#editor-status')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(status).toHaveText('Not saved. Fill in the required fields: “Title” (Page).')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(status).toHaveText('Not published. Fill in the required fields: “Title” (Page).')
  await expect(title).toHaveValue(' ')
  expect(await draftTitle()).toBe(before)
})

test('Rename refuses over unsaved edits, then opens the story at its new slug; Unpublish takes the page off the site and Delete, after a confirmation in the page, removes the story: each sends its webhook', async ({
  page,
}) => {
  // A story of the test's own, so that no other test's content changes.
  const slug = `editor-actions-${Date.now()}`
  const pages = await managedStory(SERVICE, 'en/pages')
  const content = { component: 'page', _uid: `${slug}-root`, title: 'A page to unpublish and delete', body: [] }
  const { story } = await management<{ story: { id: number; full_slug: string } }>(SERVICE, 'POST', '/stories', {
    story: { name: 'Editor actions', slug, parent_id: pages.id, content },
    publish: 1,
  })
  const published = () => page.request.get(`${SERVICE}/v2/cdn/stories/${story.id}?token=${demoSpace.publicToken}&cv=${Date.now()}`)
  expect((await published()).status()).toBe(200)
  /** The webhooks the service sent about this story, as `action story_id`. */
  const events = async () => {
    const { deliveries } = (await (await page.request.get(`${SERVICE}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[] }
    return deliveries
      .map((delivery) => JSON.parse(delivery.body) as { action: string; story_id: number })
      .filter((event) => event.story_id === story.id)
      .map((event) => event.action)
  }

  await openEditor(page, story.full_slug)
  const status = page.locator('#editor-status')
  await page.getByText('Story actions').click()
  // Rename opens the story at its new address: with edits not saved it refuses, and what was typed stays.
  const title = page.getByRole('textbox', { name: 'Title (required)' })
  await title.fill('Typed, not saved')
  await page.getByRole('textbox', { name: 'Slug' }).fill(`${slug}-renamed`)
  await page.getByRole('button', { name: 'Rename' }).click()
  await expect(status).toHaveText('Not renamed: save your changes first (the editor opens the story at its new address).')
  await expect(title).toHaveValue('Typed, not saved')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(status).toHaveText('Saved')
  await page.getByRole('button', { name: 'Rename' }).click()
  const renamed = `${story.full_slug}-renamed`
  await expect(page).toHaveURL(`${SERVICE}/_editor/${renamed}`)
  await expect(status).toHaveText(`Renamed: ${story.full_slug} is now ${renamed}; a published page keeps its address until it is published.`)
  await expect(page.locator('#editor-frame')).toHaveAttribute('src', new RegExp(`/${renamed}\\?`))

  await page.getByText('Story actions').click()
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(status).toHaveText(`Unpublished: the site no longer shows ${renamed}; the draft stays.`)
  expect((await published()).status()).toBe(404)
  await expect.poll(events).toEqual(['published', 'unpublished'])

  await page.getByRole('button', { name: 'Delete…' }).click()
  const confirmation = page.getByRole('group', { name: 'Confirm deletion' })
  await expect(confirmation).toContainText(`Delete “Editor actions” (${renamed})?`)
  await confirmation.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmation).toBeHidden()
  expect((await page.request.get(`${SERVICE}/_editor/${renamed}`)).status()).toBe(200)

  await page.getByRole('button', { name: 'Delete…' }).click()
  await confirmation.getByRole('button', { name: 'Delete for good' }).click()
  await expect(status).toHaveText(`Deleted ${renamed}`)
  await expect(page.getByText(`“Editor actions” (${renamed}) was deleted`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
  expect((await page.request.get(`${SERVICE}/_editor/${renamed}`)).status()).toBe(404)
  await expect.poll(events).toEqual(['published', 'unpublished', 'deleted'])
  await page.getByRole('link', { name: 'Open another story from the story list' }).click()
  await expect(page).toHaveURL(`${SERVICE}/_editor/`)
})

test('Translate copies the story into a language without its translation, as a draft of its group, and opens it; a language with one is a link, one missing the story’s folder is refused', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // A story of the test's own, so that no other test's content changes; it and its translation are deleted at the end.
  const slug = `editor-translate-${Date.now()}`
  const translated = `de/pages/${slug}`
  const pages = await managedStory(SERVICE, 'en/pages')
  const content = { component: 'page', _uid: `${slug}-root`, title: 'A page to translate', body: [] }
  const { story } = await management<{ story: { id: number; full_slug: string; group_id: string } }>(SERVICE, 'POST', '/stories', {
    story: { name: 'Editor translation', slug, parent_id: pages.id, content },
  })
  try {
    await openEditor(page, story.full_slug)
    const status = page.locator('#editor-status')
    const translations = page.getByRole('region', { name: 'Translations' })
    const language = translations.getByRole('combobox', { name: 'Translate into' })
    const translate = translations.getByRole('button', { name: 'Translate', exact: true })
    await page.getByText('Story actions').click()
    await expect(translations).toContainText('No translation yet.')
    const offered = await language.locator('option').allTextContents()
    // Every language of the space but the story's own.
    expect(offered).toHaveLength(demoSpace.languages.length - 1)
    expect(offered).toEqual(expect.arrayContaining(['Deutsch (de)', 'Русский (ru)']))
    expect(offered).not.toContain('English (en)')

    // The translation copies the saved draft and opens a new page: over edits not saved it refuses.
    const title = page.getByRole('textbox', { name: 'Title (required)' })
    await title.fill('Saved before translating')
    await language.selectOption({ label: 'Deutsch (de)' })
    await translate.click()
    await expect(status).toHaveText('Not translated: save your changes first (the translation copies the saved draft, and the editor opens it).')
    expect((await management<{ stories: unknown[] }>(SERVICE, 'GET', `/stories?with_slug=${translated}`)).stories).toEqual([])
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(status).toHaveText('Saved')
    await translate.click()
    await expect(page).toHaveURL(`${SERVICE}/_editor/${translated}`)
    await expect(status).toHaveText(
      `Translation created: ${translated}, a draft with the content of ${story.full_slug}. Translate its fields, then publish it.`,
    )
    await expect(page.getByRole('textbox', { name: 'Title (required)' })).toHaveValue('Saved before translating')
    await expect(page.locator('#editor-frame')).toHaveAttribute('src', new RegExp(`/${translated}\\?`))
    const copy = (await managedStory(SERVICE, translated)) as ManagedStory & { group_id: string; published: boolean }
    expect(copy).toMatchObject({ group_id: story.group_id, published: false, content: { component: 'page', title: 'Saved before translating' } })
    // A new draft sends no webhook (Storyblok's story events are published, unpublished, deleted and moved).
    const { deliveries } = (await (await page.request.get(`${SERVICE}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[] }
    expect(deliveries.filter((delivery) => (JSON.parse(delivery.body) as { story_id?: number }).story_id === copy.id)).toEqual([])

    // The translation's editor links the English story and no longer offers English or German.
    await page.getByText('Story actions').click()
    await expect(translations.getByRole('listitem')).toHaveText([`English (en): ${story.full_slug}`])
    await expect(translations.getByRole('link', { name: story.full_slug })).toHaveAttribute('href', `/_editor/${story.full_slug}`)
    const left = await language.locator('option').allTextContents()
    expect(left).toHaveLength(demoSpace.languages.length - 2)
    expect(left).not.toContain('English (en)')
    expect(left).not.toContain('Deutsch (de)')

    // Russian has no blog folder: the API refuses, the status line says why, and nothing is created.
    await page.goto(`${SERVICE}/_editor/en/blog/rich-text-showcase`, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html[data-ready]')).toHaveCount(1)
    await page.getByText('Story actions').click()
    await language.selectOption({ label: 'Русский (ru)' })
    await translate.click()
    await expect(status).toHaveText('Translating failed (422): target dimension has no folder ru/blog: create it first')
    await expect(page).toHaveURL(`${SERVICE}/_editor/en/blog/rich-text-showcase`)
    expect((await management<{ stories: unknown[] }>(SERVICE, 'GET', '/stories?starts_with=ru/blog')).stories).toEqual([])
  } finally {
    for (const fullSlug of [translated, story.full_slug]) {
      const { stories } = await management<{ stories: { id: number }[] }>(SERVICE, 'GET', `/stories?with_slug=${fullSlug}`)
      for (const { id } of stories) await management(SERVICE, 'DELETE', `/stories/${id}`)
    }
  }
})
