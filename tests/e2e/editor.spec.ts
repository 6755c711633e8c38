import { expect, type Frame, type Locator, type Page } from '@playwright/test'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { CONTENT_SERVICE as SERVICE, openEditor, BRIDGE_CONNECTED } from '../support/localEditor'
import { clickInScaledFrame } from '../support/clickInScaledFrame'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// The local editor's page is kept per worker, so its scripts and the framed preview's compile once (tests/support/pagePerWorker.ts).
const test = testWithPagePerWorker()
/**
 * How long the test waits for a publish to reach the public page: well below the page cache's
 * 60 s TTL (CONTENT_TTL_SECONDS under `npm start`), so only the publish webhook can make it pass.
 * The time it took is reported as an annotation (the promise is 5 s), never asserted.
 */
const PUBLISH_WAIT_MS = 20_000

interface StoryAnswer {
  story: { id: number; full_slug: string; content: Record<string, unknown> }
}

// The editor is a desktop tool (fields beside the framed page): the editor project runs these on a
// desktop, in order, one editor spec at a time, as they change shared drafts (playwright.config.ts).
test.describe.configure({ mode: 'default' })

async function draft(fullSlug: string): Promise<StoryAnswer['story']> {
  const response = await fetch(`${SERVICE}/v2/cdn/stories/${fullSlug}?version=draft&token=${demoSpace.previewToken}`)
  return ((await response.json()) as StoryAnswer).story
}

async function newestBlogPost(offset: number): Promise<string> {
  const query = `starts_with=en/blog/&content_type=blog_post&sort_by=first_published_at:desc&per_page=1&page=${offset + 1}&version=draft&token=${demoSpace.previewToken}`
  const { stories } = (await (await fetch(`${SERVICE}/v2/cdn/stories?${query}`)).json()) as { stories: { full_slug: string }[] }
  return stories[0]?.full_slug ?? ''
}

/** Content this spec changed, put back (saved, and published again where it was published). */
const touched = new Map<string, { content: Record<string, unknown>; publish: boolean }>()

async function remember(fullSlug: string, publish = false): Promise<void> {
  if (!touched.has(fullSlug)) touched.set(fullSlug, { content: (await draft(fullSlug)).content, publish })
}

test.afterAll(async () => {
  for (const [fullSlug, { content, publish }] of touched) {
    await fetch(`${SERVICE}/_control/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_slug: fullSlug, content }),
    })
    if (publish)
      await fetch(`${SERVICE}/_control/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ full_slug: fullSlug }),
      })
  }
})

/** A blok's form in the panel (the first of its component), opened: nested bloks start closed. */
async function blok(page: Page, component: string, which: 'first' | 'last' = 'first'): Promise<Locator> {
  const fieldset = page.locator(`fieldset.blok[data-component="${component}"]`)[which]()
  const toggle = fieldset.locator(':scope > legend > .blok-toggle')
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  return fieldset
}

/** A control of a blok's form by its label (the field's display name; "(required)" follows a required field's). */
async function field(page: Page, component: string, label: string): Promise<Locator> {
  return (await blok(page, component)).getByLabel(label, { exact: true }).first()
}

/**
 * The page's main content as markup, without React's text separators (comments are not content)
 * and without the bridge's mark of the blok selected in the editor (editor state, not content).
 */
function mainHtml(frame: Frame): Promise<string> {
  return frame.locator('#main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[data-blok-focused]').forEach((element) => element.removeAttribute('data-blok-focused'))
    return copy.innerHTML.replace(/<!--.*?-->/g, '')
  })
}

test('typing into a title changes the framed heading without a reload', async ({ page }) => {
  const slug = await newestBlogPost(1)
  const editor = await openEditor(page, slug)
  await (await field(page, 'blog_post', 'Title (required)')).fill('A title typed in the editor')
  await expect(editor.frame.locator('h1')).toHaveText('A title typed in the editor')
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('typing into a rich text paragraph changes it in place', async ({ page }) => {
  const slug = await newestBlogPost(1)
  const editor = await openEditor(page, slug)
  await (await field(page, 'blog_post', 'Text › paragraph 1')).fill('A paragraph typed in the editor.')
  await expect(editor.frame.locator('.article__body p').first()).toHaveText('A paragraph typed in the editor.')
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('typing into a blok of the body changes that blok', async ({ page }) => {
  const editor = await openEditor(page, 'en/sustainability')
  await (await field(page, 'section_head', 'Heading')).fill('A section typed in the editor')
  await expect(editor.frame.locator('#main h2', { hasText: 'A section typed in the editor' })).toHaveCount(1)
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('clicking a blok in the frame selects and focuses its fields', async ({ page }) => {
  const editor = await openEditor(page, 'en/sustainability')
  const textBlok = editor.frame.locator('#main [data-blok-c*="\\"name\\":\\"rich_text\\""]').first()
  const uid = JSON.parse((await textBlok.getAttribute('data-blok-c')) ?? '{}').uid as string
  await clickInScaledFrame(page, page.locator('#editor-frame'), textBlok)
  const fieldset = page.locator(`fieldset[data-uid="${uid}"]`)
  await expect(fieldset).toHaveAttribute('data-selected', '')
  await expect(fieldset.locator('textarea, input').first()).toBeFocused()
  expect(editor.errors).toEqual([])
})

test('shell settings edited in _settings update the framed page live', async ({ page }) => {
  const editor = await openEditor(page, 'en/_settings')
  await page.getByRole('tab', { name: 'Footer' }).click()
  await (await field(page, 'settings', 'Copyright line')).fill('© Typed in the editor')
  await expect(editor.frame.locator('.site-footer')).toContainText('© Typed in the editor')
  await page.getByRole('tab', { name: 'Header' }).click()
  await (await field(page, 'button', 'Text')).fill('Join now')
  await expect(editor.frame.locator('.site-header__ctas')).toContainText('Join now')
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('a switch the panel builds from the content model changes the framed page live', async ({ page }) => {
  const editor = await openEditor(page, 'en/sustainability')
  const head = await blok(page, 'section_head')
  const bigTitle = head.getByLabel('Big title', { exact: true })
  await expect(head.getByText('The page’s main heading: bigger, and the page’s h1.')).toBeVisible()
  const headTitle = (await head.getByLabel('Heading', { exact: true }).inputValue()).trim()
  const frameTitle = editor.frame.locator('.section-head__title', { hasText: headTitle }).first()
  const wasBig = await bigTitle.isChecked()
  await bigTitle.setChecked(!wasBig)
  if (wasBig) await expect(frameTitle).not.toHaveClass(/section-head__title--big/)
  else await expect(frameTitle).toHaveClass(/section-head__title--big/)
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('choosing another option of a select (a button’s style) restyles the framed button live', async ({ page }) => {
  const editor = await openEditor(page, 'en/home')
  await blok(page, 'cta_box')
  const button = await blok(page, 'button')
  const style = button.getByLabel('Style', { exact: true })
  const buttonTitle = (await button.getByLabel('Text', { exact: true }).inputValue()).trim()
  const next = (await style.inputValue()) === 'white' ? 'green' : 'white'
  await style.selectOption(next)
  await expect(editor.frame.locator('#main a.btn', { hasText: buttonTitle }).first()).toHaveClass(new RegExp(`btn--${next}`))
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('a malformed date saved in a draft shows its notice in the frame; a valid date chosen in the panel takes it away live', async ({ page }) => {
  const slug = await newestBlogPost(2)
  await remember(slug)
  const { content } = await draft(slug)
  await fetch(`${SERVICE}/_control/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_slug: slug, content: { ...content, date: 'next tuesday' } }),
  })
  const editor = await openEditor(page, slug)
  const notice = editor.frame.locator('.blok-notice')
  await expect(notice).toHaveText('Field “Publication date” is not a valid date')
  await expect(editor.frame.locator('.article__header time')).toHaveCount(0)
  await (await field(page, 'blog_post', 'Publication date')).fill('2025-06-30T07:00')
  await expect(notice).toHaveCount(0)
  await expect(editor.frame.locator('.article__header time')).toHaveAttribute('datetime', '2025-06-30T07:00:00.000Z')
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

test('a blok added in the panel appears in the frame, and is gone again when removed', async ({ page }) => {
  const editor = await openEditor(page, 'en/sustainability')
  const root = page.locator('fieldset.blok[data-component="page"]')
  const heads = () => editor.frame.locator('#main .section-head').count()
  const before = await heads()
  await root.getByLabel('Sections › add', { exact: true }).selectOption('section_head')
  await root.getByRole('button', { name: 'Add to Sections' }).click()
  // A blok just added opens its form.
  const added = await blok(page, 'section_head', 'last')
  await added.getByLabel('Heading', { exact: true }).fill('A section added in the editor')
  await expect(editor.frame.locator('#main', { hasText: 'A section added in the editor' })).toHaveCount(1)
  expect(await heads()).toBe(before + 1)
  await added.getByRole('button', { name: 'Remove Section heading' }).click()
  await expect(editor.frame.locator('#main', { hasText: 'A section added in the editor' })).toHaveCount(0)
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
})

for (const { name, slug, edit } of [
  {
    name: 'a blog article (author and related posts resolved)',
    slug: () => newestBlogPost(2),
    edit: { component: 'blog_post', label: 'Teaser', text: 'A teaser typed for the same-HTML check' },
  },
  { name: 'a page', slug: async () => 'en/sustainability', edit: { component: 'section_head', label: 'Overline', text: 'Overline typed for the check' } },
  {
    name: 'the resource hub (60 featured stories)',
    slug: async () => 'en/pages/resource-hub',
    edit: { component: 'page', label: 'Title (required)', text: 'Resource hub typed for the check' },
  },
  { name: 'the home page', slug: async () => 'en/home', edit: { component: 'cta_box', label: 'Text', text: 'A CTA text typed for the check' } },
]) {
  test(`the live view of ${name} is the HTML the server renders for the saved draft`, async ({ page }) => {
    const fullSlug = await slug()
    await remember(fullSlug)
    const editor = await openEditor(page, fullSlug)
    await (await field(page, edit.component, edit.label)).fill(edit.text)
    await expect(editor.frame.locator('#main')).toContainText(edit.text)
    const live = await mainHtml(editor.frame)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved')
    await expect.poll(() => editor.navigations()).toBe(1)
    await expect(editor.frame.locator('html[data-editor="connected"]')).toHaveCount(1, BRIDGE_CONNECTED)
    await expect(editor.frame.locator('#main')).toContainText(edit.text)
    expect(await mainHtml(editor.frame)).toBe(live)
    expect(editor.errors).toEqual([])
  })
}

test('"Save" then a reload shows the draft, and "Publish" makes it live on the public page', async ({ page, browser }) => {
  const fullSlug = await newestBlogPost(3)
  await remember(fullSlug, true)
  const path = `/blog/${fullSlug.split('/').pop()}`
  const editor = await openEditor(page, fullSlug)
  const title = `Published from the local editor ${Date.now()}`
  await (await field(page, 'blog_post', 'Title (required)')).fill(title)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved')
  await expect(editor.frame.locator('h1')).toHaveText(title)
  // The preview loads its address again, as a reload does. (A reload asked for from inside the frame,
  // even in a timer, could destroy the frame before Playwright had heard back from the asking.)
  await editor.frame.goto(editor.frame.url())
  await expect(editor.frame.locator('h1')).toHaveText(title)

  const visitor = await browser.newPage()
  await visitor.goto(path)
  await expect(visitor.locator('h1')).not.toHaveText(title)

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status')).toHaveText('Published')
  const published = Date.now()
  await expect(async () => {
    await visitor.goto(path)
    await expect(visitor.locator('h1')).toHaveText(title, { timeout: 500 })
  }).toPass({ timeout: PUBLISH_WAIT_MS })
  test.info().annotations.push({ type: 'publish to live', description: `${Date.now() - published} ms` })
  await visitor.close()
  expect(editor.errors).toEqual([])
})
