import { expect, type Page } from '@playwright/test'
import { contentModel } from '../../shared/content/schema/contentModel'
import { SECTIONS } from '../../shared/sections/sections'
import { axeViolations } from '../support/pageChecks'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { blokField, CONTENT_SERVICE, openEditor, BRIDGE_CONNECTED } from '../support/localEditor'
import { signedEditorUrl } from '../support/signedEditorUrl'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// The local editor's page is kept per worker, so its scripts and the framed preview's compile once (tests/support/pagePerWorker.ts).
const test = testWithPagePerWorker()

interface DraftStory {
  id: number
  slug: string
  full_slug: string
  content: { _uid: string; component: string; valid_through?: string } & Record<string, unknown>
}

// The editor is a desktop tool; these tests create a story and save into a release of the shared
// service: the editor project runs them on a desktop, in order, one editor spec at a time.
test.describe.configure({ mode: 'default' })

async function cdn<T>(path: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams({ ...params, version: 'draft', token: demoSpace.previewToken })
  const response = await fetch(`${CONTENT_SERVICE}/v2/cdn/${path}?${query}`)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

const story = async (fullSlug: string) => (await cdn<{ story: DraftStory }>(`stories/${fullSlug}`)).story

async function storiesOf(folder: string, component: string): Promise<DraftStory[]> {
  return (await cdn<{ stories: DraftStory[] }>('stories', { starts_with: folder, 'filter_query[component][in]': component, per_page: '100' })).stories
}

async function firstOf(folder: string, component: string): Promise<DraftStory> {
  const [found] = await storiesOf(folder, component)
  if (!found) throw new Error(`no ${component} in ${folder}`)
  return found
}

/** Whether a story's date field (`valid_through`, a section's `listedUntil`) has passed: a UTC minute, `2031-01-01 00:00`. */
const isPast = (story: DraftStory, field: string) => Date.parse(`${String(story.content[field]).replace(' ', 'T')}Z`) < Date.now()
const isExpired = (opening: DraftStory) => isPast(opening, 'valid_through')

/** The field that names a component's stories, which an editor types into: its first required text field (a title, a glossary entry's term). */
function namingField(component: string): string {
  const block = Object.values(contentModel.blocks).find((candidate) => candidate.name === component)
  const fields = (block?.fields ?? []) as readonly { name: string; type: string; required?: boolean }[]
  const field = fields.find((candidate) => candidate.required && candidate.type === 'text')
  if (!field) throw new Error(`${component} has no required text field to type into`)
  return field.name
}

function management(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${CONTENT_SERVICE}/v1/spaces/${demoSpace.id}${path}`, {
    method,
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/**
 * Opens a story in the local editor, checks that the frame loaded Storyblok's address for it (its
 * full slug: the demo space sets no real path) and that the bridge connected, then types into a
 * field of its root blok and expects the framed preview to show it without a reload.
 */
async function editsLive(page: Page, found: DraftStory, field: string, shownIn = '#main'): Promise<void> {
  const editor = await openEditor(page, found.full_slug)
  const framed = new URL((await page.locator('#editor-frame').getAttribute('src')) ?? '')
  expect(framed.pathname).toBe(`/${found.full_slug}`)
  expect(framed.searchParams.get('_storyblok')).toBe(String(found.id))
  expect(await editor.frame.locator('script[type="module"][src*="/assets/preview-"]').count()).toBe(1)
  const typed = `Typed live into ${found.content.component} ${Date.now()}`
  await (await blokField(page, found.content._uid, field)).fill(typed)
  await expect(editor.frame.locator(shownIn)).toContainText(typed)
  expect(editor.navigations()).toBe(0)
  expect(editor.errors).toEqual([])
}

type Case = { name: string; find: () => Promise<DraftStory>; field: string; shownIn?: string }

/**
 * Every section of sections.ts in English: its folder's start page (its list) and a story of each
 * of its content types; where stories leave the list at a date (`listedUntil`), one still listed and one past it.
 */
const SECTION_CASES: Case[] = SECTIONS.flatMap(({ folder, types, listedUntil }) => [
  { name: `a folder’s start page (${folder}, its list)`, find: () => story(`en/${folder}/`), field: 'title' },
  ...types.flatMap(({ component }): Case[] => {
    const field = namingField(component)
    if (!listedUntil) return [{ name: `a ${component} (${folder})`, find: () => firstOf(`en/${folder}/`, component), field }]
    const find = (past: boolean) => async () => {
      const found = (await storiesOf(`en/${folder}/`, component)).find((candidate) => isPast(candidate, listedUntil) === past)
      if (!found) throw new Error(`no ${component} in en/${folder}/ whose ${listedUntil} has ${past ? '' : 'not '}passed`)
      return found
    }
    return [
      { name: `a ${component} still listed (${folder})`, find: find(false), field },
      { name: `a ${component} past its ${listedUntil} (${folder})`, find: find(true), field },
    ]
  }),
])

const CONTENT_TYPES: Case[] = [
  { name: 'a page', find: () => story('en/about'), field: 'title' },
  { name: 'the home page', find: () => story('en/home'), field: 'title' },
  ...SECTION_CASES,
  { name: 'a German press clipping', find: () => firstOf('de/press/clippings/', 'press_clipping'), field: 'title' },
  { name: 'an author', find: () => firstOf('en/authors/', 'author'), field: 'name' },
  { name: 'the settings (the shell)', find: () => story('en/_settings'), field: 'footer_copyright', shownIn: '.site-footer' },
  { name: 'the settings (the error page)', find: () => story('de/_settings'), field: 'error_title' },
]

for (const { name, find, field, shownIn } of CONTENT_TYPES) {
  test(`${name}: previewed at its Storyblok address with the bridge, edited live`, async ({ page }) => {
    await editsLive(page, await find(), field, shownIn)
  })
}

test('an expired job opening says since when it is closed', async ({ page }) => {
  const expired = (await storiesOf('en/open-positions/', 'job_opening')).find(isExpired) as DraftStory
  const editor = await openEditor(page, expired.full_slug)
  await expect(editor.frame.locator('.story-marks')).toContainText(/Expired\s*Closed since \d{1,2} \w+ \d{4}/)
})

test('a job opening that exists only as a draft: previewed at its address, marked a draft, edited live', async ({ page }) => {
  const folders = (await (await management('GET', '/stories?with_slug=en/open-positions')).json()) as { stories: { id: number }[] }
  const slug = `draft-opening-${Date.now()}`
  const content = { component: 'job_opening', _uid: `${slug}-root`, title: 'Weekend dispatcher', location: 'Hamburg', valid_through: '2031-01-01 00:00' }
  const created = await management('POST', '/stories', { story: { name: 'Weekend dispatcher', slug, parent_id: folders.stories[0]?.id, content } })
  expect(created.status).toBe(201)
  const { story: made } = (await created.json()) as { story: DraftStory }
  try {
    await editsLive(page, await story(`en/open-positions/${slug}`), 'title')
    const editor = await openEditor(page, made.full_slug)
    await expect(editor.frame.locator('.story-marks')).toHaveText('Draft')
  } finally {
    await management('DELETE', `/stories/${made.id}`)
  }
})

test('the release picker: a change saved in a release shows with _storyblok_release, and not in the current drafts', async ({ page }) => {
  const about = await story('en/about')
  const editor = await openEditor(page, 'en/about')
  const picker = page.getByLabel('Release', { exact: true })
  const [release] = await picker.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
  await picker.selectOption(release ?? '')
  await expect(page).toHaveURL(new RegExp(`release=${release}`))
  const inRelease = await openEditor(page, `en/about?release=${release}`)
  expect(new URL((await page.locator('#editor-frame').getAttribute('src')) ?? '').searchParams.get('_storyblok_release')).toBe(release)
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()

  const title = `About us, in a release ${Date.now()}`
  await (await blokField(page, about.content._uid, 'title')).fill(title)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved')
  await expect.poll(() => inRelease.navigations()).toBe(1)
  await expect(inRelease.frame.locator('html[data-editor="connected"]')).toHaveCount(1, BRIDGE_CONNECTED)
  await expect(inRelease.frame.locator('#main')).toContainText(title)

  await page.getByLabel('Release', { exact: true }).selectOption('')
  // The picker navigates: wait for it, or opening the editor races its navigation.
  await expect(page).not.toHaveURL(/release=/)
  const current = await openEditor(page, 'en/about')
  await expect(current.frame.locator('#main')).toContainText('About us (draft)')
  await expect(current.frame.locator('#main')).not.toContainText(title)
  expect([...editor.errors, ...inRelease.errors, ...current.errors]).toEqual([])
})

test('the preview’s own pages and marks have no axe-core violations', async ({ page, baseURL }) => {
  const expired = (await storiesOf('en/open-positions/', 'job_opening')).find(isExpired) as DraftStory
  const author = await firstOf('en/authors/', 'author')
  for (const path of ['/_settings', `/authors/${author.slug}`, `/open-positions/${expired.slug}`, '/open-positions', '/pages']) {
    const url = await signedEditorUrl(`${baseURL}${path}`, {
      spaceId: demoSpace.id,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: demoSpace.previewToken,
    })
    await page.goto(url.href)
    expect(await axeViolations(page), path).toEqual([])
  }
})
