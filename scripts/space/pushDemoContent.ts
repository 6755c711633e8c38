import { isDeepStrictEqual } from 'node:util'
import { storyFolderContentTypes } from '../../shared/sections/storyFolders'
import type { FolderRecord, StoryRecord } from '../../storyblok-local/space/DemoData'
import { loadDemoData } from '../../storyblok-local/space/loadDemoData'
import type { PushApi } from './createPushClient'
import type { PushReport } from './PushReport'
import { comparable, readDraftContents } from './readDraftContents'
import type { PushConfig } from './readPushConfig'

interface RemoteStory {
  id: number
  uuid: string
  full_slug: string
  is_folder: boolean
  published?: boolean
  content?: unknown
}

const PER_PAGE = 100

/** Every story and folder of the space, by full slug (the list: no content). */
async function remoteStories(api: PushApi, report: PushReport): Promise<Map<string, RemoteStory>> {
  const stories = new Map<string, RemoteStory>()
  for (let page = 1; ; page++) {
    const batch = ((await report.read(() => api.stories.list({ query: { page, per_page: PER_PAGE } }))).data.stories ?? []) as RemoteStory[]
    for (const story of batch) stories.set(story.full_slug, story)
    if (batch.length < PER_PAGE) return stories
  }
}

/** The demo's folders, parents first, each created where the space lacks it, with the content types it takes. */
async function pushFolders(api: PushApi, report: PushReport, folders: readonly FolderRecord[], remote: Map<string, RemoteStory>): Promise<void> {
  report.phase = 'folders'
  const contentTypes = storyFolderContentTypes()
  const byDepth = [...folders].sort((a, b) => a.full_slug.split('/').length - b.full_slug.split('/').length)
  for (const folder of byDepth) {
    if (remote.has(folder.full_slug)) {
      report.unchanged('folder')
      continue
    }
    const types = contentTypes.get(folder.full_slug.split('/').slice(1).join('/')) ?? []
    const parent = folders.find((candidate) => candidate.id === folder.parent_id)
    const parentId = parent ? (remote.get(parent.full_slug)?.id ?? 0) : 0
    report.created('folder', folder.full_slug)
    const story = {
      name: folder.name,
      slug: folder.slug,
      parent_id: parentId,
      is_folder: true,
      default_root: types[0] ?? null,
      position: folder.position,
      content: { content_types: types },
    }
    const created = await report.write(() => api.stories.create({ body: { story } as never }))
    const answer = (created?.data as { story?: RemoteStory } | undefined)?.story
    remote.set(folder.full_slug, answer ?? { id: 0, uuid: '', full_slug: folder.full_slug, is_folder: true })
  }
}

/** The content with every demo story uuid replaced by the uuid the space gave that story (relations and links). */
function remap(content: unknown, uuids: ReadonlyMap<string, string>): unknown {
  return JSON.parse(JSON.stringify(content), (_key, value: unknown) => (typeof value === 'string' ? (uuids.get(value) ?? value) : value))
}

/** The stories the space lacks, created (published where the demo's is); answers the full slugs created. */
async function createStories(api: PushApi, report: PushReport, stories: readonly StoryRecord[], context: DemoContext): Promise<Set<string>> {
  const { demo, remote, uuids, published } = context
  const createdNow = new Set<string>()
  const missing = stories.filter((story) => !remote.has(story.full_slug)).length
  for (const story of stories) {
    const current = remote.get(story.full_slug)
    if (current) {
      uuids.set(story.uuid, current.uuid)
      continue
    }
    report.phase = `stories: creating ${createdNow.size + 1} of ${missing}`
    const parent = demo.folders.find((folder) => folder.id === story.parent_id)
    const { name, slug, content, group_id, position, tag_list, sort_by_date, is_startpage } = story
    const body = {
      story: { name, slug, content, group_id, position, tag_list, sort_by_date, is_startpage, parent_id: parent ? (remote.get(parent.full_slug)?.id ?? 0) : 0 },
      publish: published.has(story.uuid) ? 1 : 0,
    }
    report.created('story', story.full_slug)
    createdNow.add(story.full_slug)
    const created = (await report.write(() => api.stories.create({ body: body as never })))?.data as { story?: RemoteStory } | undefined
    if (created?.story) {
      remote.set(story.full_slug, created.story)
      uuids.set(story.uuid, created.story.uuid)
    }
  }
  return createdNow
}

interface DemoContext {
  demo: ReturnType<typeof loadDemoData>
  remote: Map<string, RemoteStory>
  /** Demo story uuid → the uuid the space gave it. */
  uuids: Map<string, string>
  /** Uuids of the demo's published stories. */
  published: ReadonlySet<string>
}

/** What `--with-demo-content` finds in the space before it writes anything. */
export interface DemoContentPlan {
  demo: ReturnType<typeof loadDemoData>
  /** Every story and folder of the space, by full slug. */
  remote: Map<string, RemoteStory>
  /** The space's stories' draft contents (comparable), read only when it has any of the demo's stories. */
  contents: Map<string, unknown>
  /** The demo's stories (published, then drafts only). */
  stories: StoryRecord[]
  /** Full slugs of stories the space has whose content is not the demo's: a push would overwrite their text. */
  differing: string[]
}

/** The demo's content as the space would hold it: references pointed at the space's uuids. */
function spaceContent(story: StoryRecord, uuids: ReadonlyMap<string, string>): unknown {
  return remap(story.content, uuids)
}

/**
 * Reads the space once (its stories, and their contents where it has the demo's) and finds the
 * stories whose content differs from the demo's: `space:push` refuses to overwrite them unless
 * `--force` is given (a real space's text, not a demo's), and lists them.
 */
export async function planDemoContent(api: PushApi, report: PushReport, config: PushConfig): Promise<DemoContentPlan> {
  report.phase = 'stories: reading the space'
  const demo = loadDemoData()
  const remote = await remoteStories(api, report)
  const stories: StoryRecord[] = [...demo.published, ...demo.drafts.filter((draft) => !demo.published.some((story) => story.uuid === draft.uuid))]
  const existing = stories.some((story) => remote.get(story.full_slug)?.id)
  const contents = existing ? await readDraftContents(api, report, config) : new Map<string, unknown>()
  const uuids = new Map(stories.flatMap((story) => (remote.get(story.full_slug) ? [[story.uuid, remote.get(story.full_slug)?.uuid ?? '']] : [])))
  const differing = stories
    .filter((story) => remote.get(story.full_slug)?.id && !isDeepStrictEqual(comparable(spaceContent(story, uuids)), contents.get(story.full_slug)))
    .map((story) => story.full_slug)
  return { demo, remote, contents, stories, differing }
}

/**
 * `--with-demo-content`, for a new, empty space: the demo's folders, then every story of every
 * language (published where the demo's is), translations grouped by `group_id` (their alternates),
 * then the references between them pointed at the space's own uuids, and the demo redirects.
 * Stories already in the space were compared before anything was written (planDemoContent): they
 * are updated only where they differ, which `space:push` allows only with `--force`.
 */
export async function pushDemoContent(api: PushApi, report: PushReport, plan: DemoContentPlan): Promise<void> {
  const { demo, remote, contents, stories } = plan
  await pushFolders(api, report, demo.folders, remote)
  const context: DemoContext = { demo, remote, uuids: new Map(), published: new Set(demo.published.map((story) => story.uuid)) }
  const createdNow = await createStories(api, report, stories, context)
  report.phase = 'stories: comparing'
  for (const story of stories) {
    const current = remote.get(story.full_slug)
    if (!current?.id) continue
    const content = spaceContent(story, context.uuids)
    const publish = context.published.has(story.uuid)
    const isNew = createdNow.has(story.full_slug)
    // A story created just now holds the demo's uuids: its references are pointed at the space's (no change of its own).
    const same = isNew
      ? isDeepStrictEqual(content, current.content)
      : isDeepStrictEqual(comparable(content), contents.get(story.full_slug)) && (!publish || current.published)
    if (same) {
      if (!isNew) report.unchanged('story')
      continue
    }
    if (!isNew) report.updated('story', story.full_slug, ['content'])
    await report.write(() => api.stories.update(current.id, { body: { story: { content }, publish: publish ? 1 : 0 } as never }))
  }
  await pushDemoRedirects(api, report, demo.datasources.find((datasource) => datasource.slug === 'redirects')?.entries ?? [])
}

/** The demo's redirect entries, created where the space's `redirects` datasource lacks them (in a dry run, the one it would have). */
async function pushDemoRedirects(api: PushApi, report: PushReport, entries: readonly { name: string; value: string }[]): Promise<void> {
  report.phase = 'redirects'
  const datasources = ((await report.read(() => api.datasources.list())).data.datasources ?? []) as { id: number; slug: string }[]
  const redirects = datasources.find((datasource) => datasource.slug === 'redirects')
  const query = { datasource_id: redirects?.id }
  const remote = redirects
    ? (((await report.read(() => api.datasourceEntries.list({ query } as never))).data as { datasource_entries?: { name: string }[] }).datasource_entries ?? [])
    : []
  for (const entry of entries) {
    if (remote.some((candidate) => candidate.name === entry.name)) {
      report.unchanged('redirect')
      continue
    }
    report.created('redirect', entry.name)
    if (redirects)
      await report.write(() =>
        api.datasourceEntries.create({ body: { datasource_entry: { name: entry.name, value: entry.value, datasource_id: redirects.id } } }),
      )
  }
}
