import { DurableObject } from 'cloudflare:workers'
import { createContentContext } from '../content/ContentContext'
import { fetchFromStoryblok } from '../content/fetchFromStoryblok'
import type { Story } from '../../shared/content/storyblok'
import { publishedAlternates } from '../content/publishedAlternates'
import { languageConfig } from '../config/languageConfig'
import { submitToIndexNow } from './submitToIndexNow'

/** A batch is sent this long after its first address was added (INDEXNOW_BATCH_SECONDS, a minute): IndexNow asks for batches, not one call per change. */
const DEFAULT_BATCH_SECONDS = 60

/**
 * The batch's wait in milliseconds: INDEXNOW_BATCH_SECONDS when it is a whole number of seconds from 1 to 3600, else a minute.
 * @internal tests read it rather than write it again.
 */
export function indexNowBatchMs(env: Pick<Env, 'INDEXNOW_BATCH_SECONDS'>): number {
  const seconds = Number(env.INDEXNOW_BATCH_SECONDS)
  return (Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds : DEFAULT_BATCH_SECONDS) * 1000
}
/** After a failed send (no answer, 429, 5xx): tried again this much later, with whatever was added meanwhile. */
const RETRY_MS = 5 * 60_000
const PENDING_KEY = 'pending'
/** Stories named in one read of their translations (`by_slugs`): Storyblok's 100 a page, in an address of a few KB. */
const STORIES_PER_READ = 50

/** What waits to be sent: absolute addresses, and published stories whose every language is named when sent. */
export interface IndexNowBatch {
  urls: string[]
  stories: { origin: string; slug: string }[]
}

const EMPTY: IndexNowBatch = { urls: [], stories: [] }

/** The one IndexNow queue of the site. */
export function indexNowQueue(env: Pick<Env, 'INDEXNOW_QUEUE'>): DurableObjectStub<IndexNowQueue> {
  return env.INDEXNOW_QUEUE.getByName('indexnow')
}

/**
 * The addresses a publish, unpublish or move changed, gathered for IndexNow (one object:
 * indexNowQueue): the webhook adds them, and an alarm sends them together a minute after the
 * first, so a burst of publishes is one submission. A published story is named in every language
 * it has then (its translations' pages list it as their alternate), read through the content
 * cache, where visitors have by then read it. Nothing is dropped on a failure that may pass.
 */
export class IndexNowQueue extends DurableObject<Env> {
  private async batch(): Promise<IndexNowBatch> {
    return (await this.ctx.storage.get<IndexNowBatch>(PENDING_KEY)) ?? EMPTY
  }

  /** Adds to the batch; it is sent within the batch's wait (indexNowBatchMs). */
  async enqueue(added: IndexNowBatch): Promise<void> {
    const batch = await this.batch()
    const stories = new Map([...batch.stories, ...added.stories].map((story) => [`${story.origin} ${story.slug}`, story]))
    const next = { urls: [...new Set([...batch.urls, ...added.urls])], stories: [...stories.values()] }
    await this.ctx.storage.put(PENDING_KEY, next)
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + indexNowBatchMs(this.env))
  }

  /** What waits to be sent. */
  async waiting(): Promise<IndexNowBatch> {
    return this.batch()
  }

  /** When it is sent (Unix ms), or null when nothing waits. */
  async alarmTime(): Promise<number | null> {
    return this.ctx.storage.getAlarm()
  }

  /**
   * The batch's addresses, each published story's pages in every language added: its stories read
   * STORIES_PER_READ at a time (`by_slugs`), so that a push of the whole space costs a few reads,
   * not one per story, beside the visitors' own.
   */
  private async addresses(batch: IndexNowBatch): Promise<string[]> {
    const ctx = createContentContext(this.env, this.ctx)
    const config = languageConfig(this.env)
    const chunks = Array.from({ length: Math.ceil(batch.stories.length / STORIES_PER_READ) }, (_, index) =>
      batch.stories.slice(index * STORIES_PER_READ, (index + 1) * STORIES_PER_READ),
    )
    const languages = await Promise.all(
      chunks.map(async (chunk) => {
        const origins = new Map(chunk.map(({ origin, slug }) => [slug, origin]))
        const read = await fetchFromStoryblok(ctx, 'cdn/stories', { by_slugs: [...origins.keys()].join(','), per_page: STORIES_PER_READ }).catch(() => null)
        const stories = ((read?.data as { stories?: Story[] } | undefined)?.stories ?? []).filter((story) => origins.has(story.full_slug))
        return stories.flatMap((story) => publishedAlternates(story, config).map((alternate) => `${origins.get(story.full_slug) ?? ''}${alternate.href}`))
      }),
    )
    return [...new Set([...batch.urls, ...languages.flat()])]
  }

  override async alarm(): Promise<void> {
    const batch = await this.batch()
    if (batch.urls.length === 0 && batch.stories.length === 0) return
    await this.ctx.storage.delete(PENDING_KEY)
    const outcome = await submitToIndexNow(this.env, await this.addresses(batch))
    if (outcome !== 'retry') return
    // Kept, with what was added meanwhile, for a later try.
    await this.enqueue(batch)
    await this.ctx.storage.setAlarm(Date.now() + RETRY_MS)
  }
}
