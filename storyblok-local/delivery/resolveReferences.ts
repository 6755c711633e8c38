import type { ContentVersion, StoryReader } from '../space/ContentStore'
import type { StoryRecord } from '../space/DemoData'
import { toLinkObject } from './toLinkObject'
import { toApiStory } from './toApiStory'

/** At most this many related stories (and as many linked stories) are embedded in one answer. */
const INLINE_LIMIT = 50

export interface References {
  rels: unknown[]
  rel_uuids?: string[]
  links: unknown[]
  link_uuids?: string[]
}

const walk = (value: unknown, visit: (record: Record<string, unknown>) => void): void => {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit)
  } else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>)
    for (const child of Object.values(value)) walk(child, visit)
  }
}

/** Story uuids in relation fields named by `resolve_relations` (`component.field`). */
const relationUuids = (stories: StoryRecord[], fields: string[]): string[] => {
  const found: string[] = []
  for (const story of stories) {
    walk(story.content, (record) => {
      if (typeof record.component !== 'string') return
      for (const [key, value] of Object.entries(record)) {
        if (!fields.includes(`${record.component}.${key}`)) continue
        for (const uuid of Array.isArray(value) ? value : [value]) if (typeof uuid === 'string' && uuid !== '') found.push(uuid)
      }
    })
  }
  return found
}

/** Story uuids of multilink fields and rich text links with `linktype: story`. */
const linkUuids = (stories: StoryRecord[]): string[] => {
  const found: string[] = []
  for (const story of stories) {
    walk(story.content, (record) => {
      if (record.fieldtype === 'multilink' && record.linktype === 'story' && typeof record.id === 'string' && record.id !== '') found.push(record.id)
      if (record.type === 'link' && record.attrs !== null && typeof record.attrs === 'object') {
        const attrs = record.attrs as Record<string, unknown>
        if (attrs.linktype === 'story' && typeof attrs.uuid === 'string' && attrs.uuid !== '') found.push(attrs.uuid)
      }
    })
  }
  return found
}

/**
 * Collects uuids level by level (`levels` deep, each level read from the stories found by the previous
 * one) and returns the distinct uuids and the stories of `version` they name.
 */
const collect = (store: StoryReader, version: ContentVersion, stories: StoryRecord[], levels: number, find: (stories: StoryRecord[]) => string[]) => {
  const uuids = new Set<string>()
  let current = stories
  for (let level = 0; level < levels && current.length > 0; level++) {
    const fresh = find(current).filter((uuid) => !uuids.has(uuid))
    for (const uuid of fresh) uuids.add(uuid)
    current = fresh.map((uuid) => store.findByUuid(version, uuid)).filter((story) => story !== undefined)
  }
  const found = [...uuids].map((uuid) => store.findByUuid(version, uuid)).filter((story) => story !== undefined)
  return { uuids: [...uuids], found }
}

/**
 * `rels` and `links` of a stories answer. Over {@link INLINE_LIMIT} stories are not embedded:
 * the answer lists their uuids in `rel_uuids` / `link_uuids` and the client fetches them with `by_uuids`.
 */
export function resolveReferences(store: StoryReader, version: ContentVersion, stories: StoryRecord[], params: URLSearchParams): References {
  const references: References = { rels: [], links: [] }
  const fields = (params.get('resolve_relations') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '')
  if (fields.length > 0) {
    const levels = params.get('resolve_level') === '2' ? 2 : 1
    const { uuids, found } = collect(store, version, stories, levels, (current) => relationUuids(current, fields))
    if (uuids.length > INLINE_LIMIT) references.rel_uuids = uuids
    else references.rels = found.map((story) => toApiStory(store, story, version))
  }
  const mode = params.get('resolve_links')
  if (mode === 'story' || mode === 'url' || mode === 'link' || mode === '1') {
    const levels = params.get('resolve_links_level') === '2' ? 2 : 1
    const { uuids, found } = collect(store, version, stories, levels, linkUuids)
    if (uuids.length > INLINE_LIMIT) references.link_uuids = uuids
    else
      references.links = found.map((story) => {
        if (mode === 'url') return { name: story.name, id: story.id, uuid: story.uuid, slug: story.slug, url: story.full_slug, full_slug: story.full_slug }
        if (mode === 'link')
          return { ...toLinkObject(story, store.isPublished(story.uuid)), full_slug: story.full_slug, alternates: store.alternates(story, version) }
        return toApiStory(store, story, version)
      })
  }
  return references
}
