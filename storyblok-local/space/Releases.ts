import type { StoryRecord } from './DemoData'

/** A release as the Management API answers it (Storyblok's Release object). */
export interface ReleaseRecord {
  id: number
  uuid: string
  name: string
  /** When it is to go live (`YYYY-MM-DD HH:mm`); null until planned. */
  release_at: string | null
  released: boolean
  timezone: string | null
  branches_to_deploy: number[]
  created_at: string
  updated_at: string
  owner_id: number | null
  users_to_notify_ids: string[]
  public: boolean
}

/** What a release is made with (`POST /releases`): its name, and optionally when and where it goes. */
export interface ReleaseInput {
  name: string
  release_at?: string | null
  timezone?: string | null
  branches_to_deploy?: number[]
}

/** Release ids far above the demo space's story ids, as Storyblok's are their own sequence. */
const FIRST_RELEASE_ID = 150_001
/** The release the demo space starts with, so that the local editor's picker offers one. */
const DEMO_RELEASE: ReleaseInput = { name: 'Next campaign' }

/**
 * The space's releases and, in each, the version of every story saved into it: a release holds
 * only the stories saved in it, and reading it shows those, and the current draft of the others.
 */
export class Releases {
  private records: ReleaseRecord[] = []
  private versions = new Map<number, Map<string, StoryRecord>>()
  private nextId = FIRST_RELEASE_ID

  constructor() {
    this.reset()
  }

  /** Back to the demo space's one empty release. */
  reset(): void {
    this.records = []
    this.versions = new Map()
    this.nextId = FIRST_RELEASE_ID
    this.create(DEMO_RELEASE, new Date('2026-01-01T00:00:00.000Z'))
  }

  list(): readonly ReleaseRecord[] {
    return this.records
  }

  find(id: number): ReleaseRecord | undefined {
    return this.records.find((release) => release.id === id)
  }

  create(input: ReleaseInput, now: Date): ReleaseRecord {
    const id = this.nextId++
    const at = now.toISOString()
    const release: ReleaseRecord = {
      id,
      uuid: `00000000-0000-4000-a000-${id.toString(16).padStart(12, '0')}`,
      name: input.name,
      release_at: input.release_at ?? null,
      released: false,
      timezone: input.timezone ?? null,
      branches_to_deploy: input.branches_to_deploy ?? [],
      created_at: at,
      updated_at: at,
      owner_id: null,
      users_to_notify_ids: [],
      public: true,
    }
    this.records.push(release)
    this.versions.set(id, new Map())
    return release
  }

  /** The releases not released yet: the ones a story can still be saved into. */
  open(): ReleaseRecord[] {
    return this.records.filter((release) => !release.released)
  }

  /** Changes what an update brings of a release's name and plan (`PUT /releases/{id}`), keeping the rest. */
  update(id: number, input: Partial<ReleaseInput>, now: Date): void {
    const release = this.find(id)
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
    if (release) Object.assign(release, changes, { updated_at: now.toISOString() })
  }

  /** Marks a release released: it takes no more saves (see idOf). Its versions stay, as what it released. */
  markReleased(id: number, now: Date): void {
    const release = this.find(id)
    if (release) Object.assign(release, { released: true, updated_at: now.toISOString() })
  }

  /**
   * The release a story is saved into (`release_id`): null for none (absent, null or 0, as the
   * editor sends it), undefined for an id the space has no open release of (unknown, or released).
   */
  idOf(value: unknown): number | null | undefined {
    if (value === undefined || value === null || value === 0 || value === '0') return null
    const id = Number(value)
    return Number.isSafeInteger(id) && this.find(id)?.released === false ? id : undefined
  }

  /** Stores a story's version in a release (an existing release: see find). */
  save(id: number, story: StoryRecord): void {
    this.versions.get(id)?.set(story.uuid, story)
  }

  /** Replaces every version in every release with what `change` makes of it (a folder moved: their addresses follow). */
  rewrite(change: (story: StoryRecord) => StoryRecord): void {
    for (const versions of this.versions.values()) for (const [uuid, story] of versions) versions.set(uuid, change(story))
  }

  /** Every story version saved in a release. */
  versionsIn(id: number): StoryRecord[] {
    return [...(this.versions.get(id)?.values() ?? [])]
  }

  /** A story's version in a release; undefined when it was never saved there. */
  version(id: number, uuid: string): StoryRecord | undefined {
    return this.versions.get(id)?.get(uuid)
  }
}
