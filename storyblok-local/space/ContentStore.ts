import type { Blok, DemoData, FolderRecord, StoryAlternate, StoryRecord } from './DemoData'
import { FIRST_SCALED_ID } from '../generate/scaledStory'
import { Releases } from './Releases'

export type ContentVersion = 'draft' | 'published'

/** What the Content Delivery API reads of the stories: the store itself, or its view through a release (inRelease). */
export type StoryReader = Pick<ContentStore, 'stories' | 'findBySlug' | 'findByUuid' | 'findById' | 'isPublished' | 'alternates' | 'space'>

/** Where a story or folder sits: its own slug, its folder (null: the root) and so its full slug. */
export interface EntryAddress {
  slug: string
  parent_id: number | null
  full_slug: string
}

const addressFields = ({ slug, parent_id, full_slug }: EntryAddress): EntryAddress => ({ slug, parent_id, full_slug })
const trimSlashes = (slug: string): string => slug.replace(/^\/+|\/+$/g, '')
const clone = <T>(value: T): T => structuredClone(value)
/** Content as stored: the API adds `_editable` to drafts on the way out, so an edited copy comes back with them. */
const withoutMarkers = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutMarkers)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_editable')
      .map(([key, nested]) => [key, withoutMarkers(nested)]),
  )
}

/**
 * In-memory state of the demo space: the published and the draft version of every story
 * (kept apart), folders and the space's cache version `cv` (datasources: `ManagementSpace`).
 */
export class ContentStore {
  private published = new Map<string, StoryRecord>()
  private drafts = new Map<string, StoryRecord>()
  private bySlug: Record<ContentVersion, Map<string, StoryRecord>> = { draft: new Map(), published: new Map() }
  private groups = new Map<string, StoryRecord[]>()
  private folderList: FolderRecord[] = []
  private cacheVersion = 0
  /** Whether anything changed since the committed data was put in place (true until it first is). */
  private changed = true
  /** The space's releases and the story versions saved into them. */
  readonly releases = new Releases()

  constructor(private readonly data: DemoData) {
    this.reset()
  }

  /**
   * Restores the committed data and cv. Every method that changes them says so (`changed`): a reset
   * after none (most test files only read) keeps what is there, rather than copying every story again.
   */
  reset(): void {
    this.releases.reset()
    if (!this.changed) return
    this.changed = false
    this.published = new Map(this.data.published.map((story) => [story.uuid, clone(story)]))
    this.drafts = new Map(this.data.published.map((story) => [story.uuid, clone(story)]))
    for (const draft of this.data.drafts) this.drafts.set(draft.uuid, clone(draft))
    this.folderList = clone(this.data.folders)
    this.cacheVersion = this.data.space.version
    this.reindex()
  }

  /**
   * Puts `stories` (generated, published: `scaleSpace`) in place of the generated stories the space
   * holds, moving `cv` when that changes anything; `reset()` removes them. Returns the stories that
   * are new or changed, and those removed.
   */
  replaceScaled(stories: readonly StoryRecord[], now: Date): { published: StoryRecord[]; removed: StoryRecord[] } {
    this.changed = true
    const wanted = new Set(stories.map((story) => story.uuid))
    const removed = this.stories('published').filter((story) => story.id >= FIRST_SCALED_ID && !wanted.has(story.uuid))
    const published = stories.filter((story) => JSON.stringify(this.published.get(story.uuid)) !== JSON.stringify(story))
    if (removed.length === 0 && published.length === 0) return { published, removed }
    for (const story of removed) {
      this.published.delete(story.uuid)
      this.drafts.delete(story.uuid)
    }
    for (const story of published) {
      this.published.set(story.uuid, clone(story))
      this.drafts.set(story.uuid, clone(story))
    }
    this.touch(now)
    this.reindex()
    return { published, removed }
  }

  get cv(): number {
    return this.cacheVersion
  }

  get space() {
    return { ...this.data.space, version: this.cacheVersion }
  }

  get folders(): readonly FolderRecord[] {
    return this.folderList
  }

  /** Adds a folder (the Management API's story create with `is_folder`). */
  addFolder(folder: FolderRecord): void {
    this.changed = true
    this.folderList.push(folder)
  }

  /** Adds a new story as a draft, and published too when `publishedAt` is given (the Management API's story create). */
  addStory(story: StoryRecord, publishedAt: Date | null): void {
    this.changed = true
    this.drafts.set(story.uuid, clone(story))
    this.reindex()
    if (publishedAt) this.publish(story.full_slug, publishedAt)
  }

  /** Every story of a version, ordered by id. */
  stories(version: ContentVersion): StoryRecord[] {
    return [...(version === 'draft' ? this.drafts : this.published).values()].sort((a, b) => a.id - b.id)
  }

  /** A story by full slug; a trailing slash is optional, so `en/blog` finds the start page `en/blog/`. */
  findBySlug(version: ContentVersion, fullSlug: string): StoryRecord | undefined {
    return this.bySlug[version].get(trimSlashes(fullSlug))
  }

  findByUuid(version: ContentVersion, uuid: string): StoryRecord | undefined {
    return (version === 'draft' ? this.drafts : this.published).get(uuid)
  }

  findById(version: ContentVersion, id: number): StoryRecord | undefined {
    return this.stories(version).find((story) => story.id === id)
  }

  isPublished(uuid: string): boolean {
    return this.published.has(uuid)
  }

  /**
   * The other stories of the story's translation group (folder-level translation), each where the
   * version shows it: a published answer names a translation's published address, which a moved
   * draft leaves until it is published.
   */
  alternates(story: StoryRecord, version: ContentVersion): StoryAlternate[] {
    return (this.groups.get(story.group_id) ?? [])
      .filter((other) => other.uuid !== story.uuid)
      .map((draft) => (version === 'published' ? (this.published.get(draft.uuid) ?? draft) : draft))
      .map((other) => ({
        id: other.id,
        name: other.name,
        slug: other.slug,
        published: this.isPublished(other.uuid),
        full_slug: other.full_slug,
        is_folder: false,
        parent_id: other.parent_id,
      }))
  }

  /** A folder by id. */
  findFolder(id: number): FolderRecord | undefined {
    return this.folderList.find((folder) => folder.id === id)
  }

  /**
   * Gives a story's draft a new slug, folder and full slug (the Management API's story update):
   * the published version keeps its address until the story is published again.
   */
  moveStory(uuid: string, address: EntryAddress, now: Date): StoryRecord | undefined {
    this.changed = true
    const draft = this.drafts.get(uuid)
    if (!draft) return undefined
    const moved: StoryRecord = { ...draft, ...addressFields(address), updated_at: now.toISOString() }
    this.drafts.set(uuid, moved)
    this.reindex()
    return moved
  }

  /**
   * Gives a folder a new slug, parent and full slug (the Management API's folder update). Everything
   * in it follows at once, as in Storyblok: its subfolders, and every story's draft, published
   * version and versions in releases (start pages too, whose full slug ends in `/`). Moves `cv`.
   */
  moveFolder(id: number, address: EntryAddress, now: Date): FolderRecord | undefined {
    this.changed = true
    const folder = this.findFolder(id)
    if (!folder) return undefined
    const from = `${folder.full_slug}/`
    const to = `${address.full_slug}/`
    const follow = <T extends { full_slug: string }>(entry: T): T =>
      entry.full_slug.startsWith(from) ? { ...entry, full_slug: to + entry.full_slug.slice(from.length) } : entry
    const moved: FolderRecord = { ...folder, ...addressFields(address) }
    this.folderList = this.folderList.map((entry) => (entry.id === id ? moved : follow(entry)))
    for (const versions of [this.drafts, this.published]) for (const [uuid, story] of versions) versions.set(uuid, follow(story))
    this.releases.rewrite(follow)
    this.touch(now)
    this.reindex()
    return moved
  }

  /**
   * Stores edited content as the story's draft (what the editor's Save does), or as its version in
   * a release (`releaseId`, one the space has). The content type cannot change: content whose
   * `component` or `_uid` differs from the draft's is refused (undefined).
   */
  saveDraft(fullSlug: string, content: Blok, now: Date, releaseId: number | null = null): StoryRecord | undefined {
    this.changed = true
    const draft = this.findBySlug('draft', fullSlug)
    if (!draft || content.component !== draft.content.component || content._uid !== draft.content._uid) return undefined
    const story: StoryRecord = { ...clone(draft), content: withoutMarkers(content) as Blok, updated_at: now.toISOString() }
    if (releaseId !== null) {
      const version = { ...story, release_id: releaseId }
      this.releases.save(releaseId, version)
      return version
    }
    this.drafts.set(story.uuid, story)
    this.reindex()
    return story
  }

  /** Moves `cv` forward after a change to what the space delivers besides a publish (folders, datasource entries). */
  touch(now: Date): void {
    this.changed = true
    this.cacheVersion = Math.max(Math.floor(now.getTime() / 1000), this.cacheVersion + 1)
  }

  /** Takes a story's published version away (the Management API's unpublish): its draft stays, and `cv` moves forward. */
  unpublish(uuid: string, now: Date): void {
    this.changed = true
    if (!this.published.delete(uuid)) return
    const draft = this.drafts.get(uuid)
    if (draft) this.drafts.set(uuid, { ...draft, published_at: null })
    this.touch(now)
    this.reindex()
  }

  /** Removes a story, every version of it (the Management API's story delete), and moves `cv` forward. */
  deleteStory(uuid: string, now: Date): void {
    this.changed = true
    this.drafts.delete(uuid)
    this.published.delete(uuid)
    this.touch(now)
    this.reindex()
  }

  /**
   * The stories as a release shows them (`from_release`): its drafts are the release's version of
   * every story saved in it, and the current draft of the others; published content is as it is.
   */
  inRelease(releaseId: number): StoryReader {
    const shown = (version: ContentVersion, story: StoryRecord | undefined): StoryRecord | undefined =>
      story && version === 'draft' ? (this.releases.version(releaseId, story.uuid) ?? story) : story
    return {
      stories: (version) => this.stories(version).map((story) => shown(version, story) as StoryRecord),
      findBySlug: (version, fullSlug) => shown(version, this.findBySlug(version, fullSlug)),
      findByUuid: (version, uuid) => shown(version, this.findByUuid(version, uuid)),
      findById: (version, id) => shown(version, this.findById(version, id)),
      isPublished: (uuid) => this.isPublished(uuid),
      alternates: (story, version) => this.alternates(story, version),
      space: this.space,
    }
  }

  /** Copies the draft of a story to its published version and moves `cv` forward. */
  publish(fullSlug: string, now: Date): StoryRecord | undefined {
    this.changed = true
    const draft = this.findBySlug('draft', fullSlug)
    if (!draft) return undefined
    const publishedAt = now.toISOString()
    const story: StoryRecord = {
      ...clone(draft),
      published_at: publishedAt,
      first_published_at: draft.first_published_at ?? publishedAt,
      updated_at: publishedAt,
    }
    this.published.set(story.uuid, story)
    this.drafts.set(story.uuid, clone(story))
    this.touch(now)
    this.reindex()
    return story
  }

  /**
   * Releases a release (one the space has, not released yet): the content of every story version
   * saved in it becomes the story's draft and is published, each a publish that moves `cv`; the
   * story keeps its current address (an address is the story's, not a release's). A story deleted
   * since is skipped.
   */
  release(releaseId: number, now: Date): void {
    this.changed = true
    for (const version of this.releases.versionsIn(releaseId)) {
      const draft = this.drafts.get(version.uuid)
      if (!draft) continue
      this.drafts.set(draft.uuid, { ...draft, content: clone(version.content), updated_at: now.toISOString() })
      this.reindex()
      this.publish(draft.full_slug, now)
    }
    this.releases.markReleased(releaseId, now)
  }

  private reindex(): void {
    for (const version of ['draft', 'published'] as const) {
      this.bySlug[version] = new Map(this.stories(version).map((story) => [trimSlashes(story.full_slug), story]))
    }
    this.groups = new Map()
    for (const story of this.stories('draft')) this.groups.set(story.group_id, [...(this.groups.get(story.group_id) ?? []), story])
  }
}
