import type { Blok, DatasourceRecord, DemoData, FolderRecord, StoryRecord } from '../space/DemoData'
import { demoSpace } from '../space/demoSpace'
import type { SeededRandom } from './createSeededRandom'

export interface AssetField {
  id: number
  alt: string
  name: string
  focus: string
  title: string
  source: string
  filename: string
  copyright: string
  fieldtype: 'asset'
  meta_data: Record<string, never>
  is_external_url: boolean
}

export interface Multilink {
  id: string
  url: string
  linktype: 'story' | 'url' | 'email' | 'asset'
  fieldtype: 'multilink'
  cached_url: string
  anchor?: string
  target?: '_blank' | '_self'
  email?: string
}

export interface StoryInput {
  fullSlug: string
  name: string
  content: Blok
  /** ISO timestamp of publication; `null` for a story that only exists as a draft. */
  publishedAt: string | null
  /** Stories of one item in several languages share this key (and so their `group_id`). */
  groupKey: string
  tagList?: string[]
  sortByDate?: string | null
}

type LinkTarget = Pick<StoryRecord, 'uuid' | 'full_slug'>

const isoMinusHours = (iso: string, hours: number): string => new Date(Date.parse(iso) - hours * 3_600_000).toISOString()

/** Collects folders, stories and datasources of the demo space, assigning ids, uuids and positions. */
export class SpaceBuilder {
  private nextId = 610_000_001
  private nextAssetId = 21_000_001
  private readonly folders = new Map<string, FolderRecord>()
  private readonly stories = new Map<string, StoryRecord>()
  private readonly draftVersions = new Map<string, StoryRecord>()
  private readonly groups = new Map<string, string>()
  private readonly positions = new Map<number | null, number>()
  private readonly datasources: DatasourceRecord[] = []

  constructor(private readonly random: SeededRandom) {}

  uuid(): string {
    return this.random.uuid()
  }

  blok(component: string, fields: Record<string, unknown>): Blok {
    return { _uid: this.random.uuid(), component, ...fields }
  }

  /** An asset field pointing at Storyblok's asset CDN URL shape. `size` is `WxH`, or `x` for documents. */
  asset(name: string, alt: string, size = '1200x800', extension = 'jpg'): AssetField {
    return {
      id: this.nextAssetId++,
      alt,
      name: '',
      focus: '',
      title: '',
      source: '',
      filename: `${demoSpace.assetCdnOrigin}/f/${demoSpace.id}/${size}/${this.random.hex(10)}/${name}.${extension}`,
      copyright: '',
      fieldtype: 'asset',
      meta_data: {},
      is_external_url: false,
    }
  }

  /** An asset field left empty, as Storyblok stores it. */
  emptyAsset(): Omit<AssetField, 'id' | 'alt' | 'focus' | 'title' | 'copyright'> & { id: null; alt: null; focus: null; title: null; copyright: null } {
    return {
      id: null,
      alt: null,
      name: '',
      focus: null,
      title: null,
      source: '',
      filename: '',
      copyright: null,
      fieldtype: 'asset',
      meta_data: {},
      is_external_url: false,
    }
  }

  storyLink(target: LinkTarget, anchor?: string): Multilink {
    return {
      id: target.uuid,
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: target.full_slug,
      ...(anchor === undefined ? {} : { anchor }),
    }
  }

  /** A link field left empty, as Storyblok stores it. */
  emptyLink(): Multilink {
    return { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' }
  }

  /** A URL link; in-page targets such as `modal-signup` or `#cookie-settings` do not open a new tab. */
  urlLink(url: string, newTab = true): Multilink {
    return { id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url, ...(newTab ? { target: '_blank' as const } : {}) }
  }

  emailLink(email: string): Multilink {
    return { id: '', url: '', email, linktype: 'email', fieldtype: 'multilink', cached_url: '' }
  }

  folder(fullSlug: string, name: string, createdAt: string): FolderRecord {
    const existing = this.folders.get(fullSlug)
    if (existing) return existing
    const parentSlug = fullSlug.includes('/') ? fullSlug.slice(0, fullSlug.lastIndexOf('/')) : null
    const parent = parentSlug === null ? null : this.folders.get(parentSlug)
    if (parent === undefined) throw new Error(`Create folder ${parentSlug} before ${fullSlug}`)
    const parentId = parent?.id ?? null
    const folder: FolderRecord = {
      id: this.nextId++,
      uuid: this.random.uuid(),
      name,
      slug: fullSlug.slice(fullSlug.lastIndexOf('/') + 1),
      full_slug: fullSlug,
      parent_id: parentId,
      position: this.nextPosition(parentId),
      created_at: createdAt,
    }
    this.folders.set(fullSlug, folder)
    return folder
  }

  /** Adds a story; a `fullSlug` ending in `/` is the start page of that folder. */
  story(input: StoryInput): StoryRecord {
    if (this.stories.has(input.fullSlug)) throw new Error(`Duplicate story ${input.fullSlug}`)
    const isStartpage = input.fullSlug.endsWith('/')
    const folderSlug = isStartpage ? input.fullSlug.slice(0, -1) : input.fullSlug.slice(0, input.fullSlug.lastIndexOf('/'))
    const folder = this.folders.get(folderSlug)
    if (!folder) throw new Error(`Create folder ${folderSlug} before ${input.fullSlug}`)
    let groupId = this.groups.get(input.groupKey)
    if (groupId === undefined) {
      groupId = this.random.uuid()
      this.groups.set(input.groupKey, groupId)
    }
    const timestamp = input.publishedAt ?? '2025-06-20T08:00:00.000Z'
    const story: StoryRecord = {
      name: input.name,
      created_at: isoMinusHours(timestamp, 26),
      published_at: input.publishedAt,
      updated_at: timestamp,
      id: this.nextId++,
      uuid: this.random.uuid(),
      content: input.content,
      slug: isStartpage ? folder.slug : input.fullSlug.slice(input.fullSlug.lastIndexOf('/') + 1),
      full_slug: input.fullSlug,
      sort_by_date: input.sortByDate ?? null,
      position: this.nextPosition(folder.id),
      tag_list: input.tagList ?? [],
      is_startpage: isStartpage,
      parent_id: folder.id,
      meta_data: null,
      group_id: groupId,
      first_published_at: input.publishedAt,
      release_id: null,
      lang: 'default',
      path: null,
      default_full_slug: null,
      translated_slugs: null,
    }
    this.stories.set(input.fullSlug, story)
    if (input.publishedAt === null) this.draftVersions.set(input.fullSlug, story)
    return story
  }

  /** The stories added so far that `test` accepts, in the order they were added. */
  storiesWhere(test: (story: StoryRecord) => boolean): StoryRecord[] {
    return [...this.stories.values()].filter(test)
  }

  /** Records unpublished changes: the draft of `story` becomes a copy with `content` replaced. */
  draftChange(story: StoryRecord, content: Blok, updatedAt: string): void {
    this.draftVersions.set(story.full_slug, { ...story, content, updated_at: updatedAt })
  }

  datasource(name: string, slug: string, dimensions: string[], entries: { name: string; value: string; dimension_values?: Record<string, string> }[]): void {
    const id = this.nextId++
    this.datasources.push({
      id,
      name,
      slug,
      dimensions: dimensions.map((dimension) => ({ id: this.nextId++, name: dimension, entry_value: dimension })),
      entries: entries.map((entry) => ({ id: this.nextId++, name: entry.name, value: entry.value, dimension_values: entry.dimension_values ?? {} })),
    })
  }

  /** The demo space uses folder-level translation only, so it declares no field-level `language_codes`. */
  build(): DemoData {
    const published = [...this.stories.values()].filter((story) => story.published_at !== null)
    const version = Math.max(...published.map((story) => Date.parse(story.published_at ?? '') / 1000))
    return {
      space: { id: demoSpace.id, name: demoSpace.name, domain: demoSpace.domain, version, language_codes: [] },
      folders: [...this.folders.values()],
      published,
      drafts: [...this.draftVersions.values()],
      datasources: this.datasources,
    }
  }

  private nextPosition(parentId: number | null): number {
    const position = this.positions.get(parentId) ?? 0
    this.positions.set(parentId, position + 10)
    return position
  }
}
