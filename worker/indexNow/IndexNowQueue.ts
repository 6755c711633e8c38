import { DurableObject } from 'cloudflare:workers'
import { submitToIndexNow } from './submitToIndexNow'

/** A batch is sent this long after its first address was added: IndexNow asks for batches, not one call per change. */
export const INDEXNOW_BATCH_MS = 60_000
/** After a failed send (no answer, 429, 5xx): tried again this much later, with whatever was added meanwhile. */
const RETRY_MS = 5 * 60_000
const PENDING_KEY = 'pending'

/** The one IndexNow queue of the site. */
export function indexNowQueue(env: Pick<Env, 'INDEXNOW_QUEUE'>): DurableObjectStub<IndexNowQueue> {
  return env.INDEXNOW_QUEUE.getByName('indexnow')
}

/**
 * The addresses a publish, unpublish or move changed, gathered for IndexNow (one object:
 * indexNowQueue): the webhook adds them, and an alarm sends them together a minute after the
 * first, so a burst of publishes is one submission. Nothing is dropped on a failure that may pass.
 */
export class IndexNowQueue extends DurableObject<Env> {
  private async pending(): Promise<string[]> {
    return (await this.ctx.storage.get<string[]>(PENDING_KEY)) ?? []
  }

  /** Adds absolute addresses; they are sent within INDEXNOW_BATCH_MS. */
  async enqueue(urls: readonly string[]): Promise<void> {
    const pending = new Set([...(await this.pending()), ...urls])
    await this.ctx.storage.put(PENDING_KEY, [...pending])
    if (pending.size > 0 && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + INDEXNOW_BATCH_MS)
  }

  /** The addresses waiting to be sent. */
  async waiting(): Promise<string[]> {
    return this.pending()
  }

  /** When they are sent (Unix ms), or null when nothing waits. */
  async alarmTime(): Promise<number | null> {
    return this.ctx.storage.getAlarm()
  }

  override async alarm(): Promise<void> {
    const urls = await this.pending()
    if (urls.length === 0) return
    await this.ctx.storage.delete(PENDING_KEY)
    const outcome = await submitToIndexNow(this.env, urls)
    if (outcome !== 'retry') return
    // Kept, with what was added meanwhile, for a later try.
    await this.enqueue(urls)
    await this.ctx.storage.setAlarm(Date.now() + RETRY_MS)
  }
}
