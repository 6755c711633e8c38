// The local visual editor's script: a panel of the story's fields, and the messages Storyblok's
// editor exchanges with `@storyblok/preview-bridge` in the framed site (see storyblok-local/README.md).
import type { EditorConfig } from '../editorPage'
import { blokFieldset, type PanelContext } from './blokFieldset'
import { editableGroups, writeField, type ChoiceSource, type FieldGroup } from './editableFields'
import { emptyRequiredFields, requiredFieldsRefusal } from './emptyRequiredFields'
import { insertReferences, type References } from './insertReferences'
import { previewWidth } from './previewWidth'
import { revealInPanel } from './revealInPanel'
import { releaseButton } from './releaseButton'
import { releasePicker } from './releasePicker'
import { storyActions, takeNotice } from './storyActions'
import { storyPickerQuery } from './storyPickerQuery'

type Json = Record<string, unknown>
interface Story extends Json {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  parent_id: number | null
  group_id: string
  content: Json
}

/** Storyblok resolves at most 50 references inline and reads the rest by uuid, 50 at a time. */
const CHUNK = 50

const config = JSON.parse(document.getElementById('editor-config')?.textContent ?? '{}') as EditorConfig
const frame = document.getElementById('editor-frame') as HTMLIFrameElement
const form = document.getElementById('editor-fields') as HTMLFormElement
const status = document.getElementById('editor-status') as HTMLElement

let story: Story
let references: References = { relations: [], rels: new Map(), links: new Map() }
let groups: FieldGroup[] = []
/** The tab chosen in each blok's form, kept when the panel is built anew. */
const chosenTabs = new Map<string, number>()
/** The nested bloks whose forms are open, kept when the panel is built anew. */
const expanded = new Set<string>()
let hoveredUid: string | null = null
/** Whether the panel holds edits that Save has not stored: the story actions that reload the editor refuse then. */
let unsaved = false

/** The Content Delivery API's largest pages: 1,000 datasource entries, 100 stories. */
const DATASOURCE_PAGE = 1000
const STORIES_PAGE = 100

function cdnUrl(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ ...params, version: 'draft', token: config.previewToken })
  if (config.release !== null) query.set('from_release', String(config.release))
  return `/v2/cdn/${path}?${query}`
}

async function getJson(url: string): Promise<Json> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as Json
}

/** Every item of a paged list, page by page up to its `Total`: a select's choices are never cut off at one page. */
async function getEveryPage(path: string, params: Record<string, string>, key: string, perPage: number): Promise<Json[]> {
  const items: Json[] = []
  for (let page = 1; ; page++) {
    const url = cdnUrl(path, { ...params, per_page: String(perPage), page: String(page) })
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    const batch = ((await response.json()) as Json)[key] as Json[]
    items.push(...batch)
    if (batch.length === 0 || items.length >= Number(response.headers.get('total') ?? items.length)) return items
  }
}

/** Sends a message to the framed site, only to its origin. */
function post(message: Json): void {
  frame.contentWindow?.postMessage(message, config.siteOrigin)
}

function say(text: string): void {
  status.textContent = text
}

function blokInfo(group: FieldGroup) {
  return { uid: group.uid, id: String(story.id), space: config.spaceId, name: group.component }
}

/**
 * Selects a blok's fields in the panel (opening it and the bloks and tabs it sits in) and tells
 * the bridge, as the editor does when a blok is opened. The story's root spans the whole page: the
 * bridge outlines nothing for it (its label would sit over the site's header), so the editor
 * deselects instead.
 */
function select(uid: string, { focus }: { focus: boolean }): void {
  const group = groups.find((candidate) => candidate.uid === uid)
  const fieldset = form.querySelector<HTMLFieldSetElement>(`fieldset[data-uid="${CSS.escape(uid)}"]`)
  if (!group || !fieldset) return
  if (fieldset.hasAttribute('data-selected') && !focus) return
  form.querySelectorAll('fieldset[data-selected]').forEach((other) => other.removeAttribute('data-selected'))
  fieldset.setAttribute('data-selected', '')
  if (focus) {
    revealInPanel(fieldset)
    fieldset.scrollIntoView({ block: 'nearest' })
    const visible = (selector: string) => [...fieldset.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility())
    const target = visible('input, textarea, select') ?? visible('[role=tab][aria-selected=true]')
    target?.focus({ preventScroll: true })
  }
  if (group.path.length === 0) post({ action: 'deselectBlok' })
  else post({ action: 'enterComponent', componentId: uid, storyId: story.id, breadcrumbs: group.breadcrumbs, blok: blokInfo(group) })
}

/** The relations and links the bridge asked for, read once it is initialized: edits wait for them, so each `input` story is resolved as the site's. */
let referencesRead: Promise<void> = Promise.resolve()

function sendInput(): void {
  // Chained, so edits keep their order; each sends the story as it is when the references are there.
  void referencesRead.then(() => post({ action: 'input', story: insertReferences(story, references) }))
}

/** A select's choices from the space: a datasource's entries, or the stories a story picker offers (storyPickerQuery). */
async function loadChoices(source: ChoiceSource): Promise<{ value: string; label: string }[]> {
  if ('datasource' in source) {
    const entries = await getEveryPage('datasource_entries', { datasource: source.datasource }, 'datasource_entries', DATASOURCE_PAGE)
    return (entries as { name: string; value: string }[]).map((entry) => ({ value: entry.value, label: entry.name }))
  }
  const stories = await getEveryPage('stories', storyPickerQuery(source, story.full_slug), 'stories', STORIES_PAGE)
  return (stories as { uuid: string; name: string }[]).map((found) => ({ value: found.uuid, label: found.name }))
}

/** The space's components' display names, by name: the bridge labels the bloks it outlines with them. */
function componentNames(): Record<string, string> {
  return Object.fromEntries(Object.entries(config.components).flatMap(([name, component]) => (component.display_name ? [[name, component.display_name]] : [])))
}

/** After a blok was added, moved or removed: the panel anew, and the frame. */
function structureChanged(): void {
  unsaved = true
  renderPanel()
  sendInput()
}

function renderPanel(): void {
  groups = editableGroups(story.content, config.components)
  let index = 0
  const context: PanelContext = {
    content: story.content,
    nextId: () => `field-${index++}`,
    loadChoices,
    chosenTabs,
    expanded,
    fieldChanged: (field, value) => {
      writeField(story.content, field, value)
      unsaved = true
      sendInput()
    },
    structureChanged,
    focused: (group) => select(group.uid, { focus: false }),
    hovered: (group) => {
      if (group.uid === hoveredUid) return
      hoveredUid = group.uid
      if (group.path.length > 0) post({ action: 'hoverComponent', componentId: group.uid, storyId: story.id })
    },
  }
  const [root] = groups
  form.replaceChildren(...(root ? [blokFieldset(root, context)] : []))
}

/** The stories and links the bridge asked to resolve (`initialized` config), read like storyblok-js-client reads them. */
async function loadReferences(resolveRelations: string[], resolveLinks: string | null): Promise<void> {
  const params: Record<string, string> = {}
  if (resolveRelations.length > 0) Object.assign(params, { resolve_relations: resolveRelations.join(','), resolve_level: '2' })
  if (resolveLinks) params.resolve_links = resolveLinks
  if (Object.keys(params).length === 0) return
  const answer = await getJson(cdnUrl(`stories/${config.fullSlug}`, params))
  const byUuid = async (listed: unknown, uuids: unknown): Promise<Map<string, Json>> => {
    const found = [...((listed as Json[] | undefined) ?? [])]
    const missing = (uuids as string[] | undefined) ?? []
    for (let start = 0; start < missing.length; start += CHUNK) {
      const chunk = await getJson(cdnUrl('stories', { by_uuids: missing.slice(start, start + CHUNK).join(','), per_page: String(CHUNK) }))
      found.push(...(chunk.stories as Json[]))
    }
    return new Map(found.map((item) => [item.uuid as string, item]))
  }
  references = { relations: resolveRelations, rels: await byUuid(answer.rels, answer.rel_uuids), links: await byUuid(answer.links, answer.link_uuids) }
}

/**
 * Saves the story as the editor holds it. Like Storyblok's editor, it refuses while a required
 * field is empty, naming the fields; nothing of the story or the panel changes, so what the
 * editor typed stays to be completed. (The Management API stores such a story, as Storyblok's does.)
 */
async function save(action: 'saved' | 'published'): Promise<boolean> {
  const empty = emptyRequiredFields(story.content)
  if (empty.length > 0) {
    say(requiredFieldsRefusal(action, empty))
    return false
  }
  const response = await fetch('/_control/save', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_slug: story.full_slug, content: story.content, release_id: config.release ?? 0 }),
  })
  if (!response.ok) say(`Saving failed: ${response.status}`)
  else unsaved = false
  return response.ok
}

const picker = releasePicker(config, document.getElementById('editor-publish') as HTMLButtonElement | null)
if (config.release !== null) picker.append(releaseButton({ config, unsaved: () => unsaved, say }))
document.querySelector('.toolbar')?.append(picker)

document.getElementById('editor-save')?.addEventListener('click', async () => {
  if (!(await save('saved'))) return
  say('Saved')
  post({ action: 'change', storyId: story.id, slug: story.full_slug, reload: true })
})

document.getElementById('editor-publish')?.addEventListener('click', async () => {
  if (!(await save('published'))) return
  const response = await fetch('/_control/publish', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_slug: story.full_slug }),
  })
  if (!response.ok) return say(`Publishing failed: ${response.status}`)
  say('Published')
  post({ action: 'published', storyId: story.id, slug: story.full_slug, slugChanged: false })
})

function receive(message: Json): void {
  switch (message.action) {
    case 'ping':
      post({ action: 'pingBack' })
      break
    case 'initialized': {
      const bridgeConfig = (message.config ?? {}) as { resolveRelations?: string[] | null; resolveLinks?: string | null }
      post({ action: 'enterEditmode', storyId: story.id, componentNames: componentNames(), appVersion: 'v2', reload: true })
      referencesRead = loadReferences(bridgeConfig.resolveRelations ?? [], bridgeConfig.resolveLinks ?? null).catch((error: unknown) =>
        say(`Could not read references: ${String(error)}`),
      )
      break
    }
    case 'edit': {
      const blok = (message.dataC ?? {}) as { uid?: string; id?: string }
      if (String(blok.id) === String(story.id) && typeof blok.uid === 'string') select(blok.uid, { focus: true })
      else say('That blok belongs to another story: open it in its own editor.')
      break
    }
  }
}

/** After Delete: the story is gone, so is what the panel and the frame showed of it; the story list is where to go on. */
function storyDeleted(): void {
  const gone = document.createElement('p')
  gone.textContent = `“${story.name}” (${story.full_slug}) was deleted: the space and the site no longer have it.`
  const list = document.createElement('a')
  list.href = '/_editor/'
  list.textContent = 'Open another story from the story list'
  form.replaceChildren(gone, list)
  document.querySelectorAll<HTMLButtonElement>('.panel-head button').forEach((control) => (control.disabled = true))
  frame.src = 'about:blank'
  say(`Deleted ${story.full_slug}`)
}

const loaded = getJson(cdnUrl(`stories/${config.fullSlug}`, {})).then((answer) => {
  story = answer.story as Story
  renderPanel()
  status.before(storyActions({ config, story: () => story, unsaved: () => unsaved, say, deleted: storyDeleted }))
  const notice = takeNotice()
  if (notice) say(notice)
  document.documentElement.dataset.ready = ''
})
window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== frame.contentWindow || event.origin !== config.siteOrigin) return
  const message = (event.data ?? {}) as Json
  void loaded.then(() => receive(message))
})
previewWidth(document.getElementById('editor-widths') as HTMLElement, frame)
// Framed only now, so that no message of the bridge comes before the editor listens.
frame.src = config.previewUrl
