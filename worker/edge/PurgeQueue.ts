import { DurableObject } from 'cloudflare:workers'
import { EMPTY_QUEUE, isEmpty, mergePending, pendingOf, planSend, PURGE_LIMITS, sendAt, type Pending, type PurgeState } from './purgeSchedule'

const STATE_KEY = 'state'

/** The one purge queue of Workers Cache. */
export function purgeQueue(env: Pick<Env, 'PURGE_QUEUE'>): DurableObjectStub<PurgeQueue> {
  return env.PURGE_QUEUE.getByName('workers-cache')
}

/**
 * The one queue of Workers Cache purges (one object: purgeQueue):
 * the webhook adds what each publish touched, and an alarm sends it, merged, at the pace
 * purgeSchedule.ts keeps within Workers Cache's rate limit. A refused or failed call is tried again
 * at the next token; nothing is dropped. The purge itself runs in the cached entry point (Renderer),
 * as a purge reaches only the cache of the entry point that calls it.
 */
export class PurgeQueue extends DurableObject<Env> {
  private async state(): Promise<PurgeState> {
    return (await this.ctx.storage.get<PurgeState>(STATE_KEY)) ?? EMPTY_QUEUE
  }

  private async schedule(state: PurgeState, at: number): Promise<void> {
    await this.ctx.storage.put(STATE_KEY, state)
    if (!isEmpty(state.pending) && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(at)
  }

  /** Adds what a publish touched; it is sent within the pace of purgeSchedule.ts. */
  async enqueue(touched: Pending): Promise<void> {
    const state = await this.state()
    const next = { ...state, pending: mergePending(state.pending, touched) }
    await this.schedule(next, sendAt(next, Date.now()))
  }

  /** Whether purges wait to be sent: the local checks wait for none before they read a page. */
  async pending(): Promise<boolean> {
    return !isEmpty((await this.state()).pending)
  }

  override async alarm(): Promise<void> {
    const now = Date.now()
    const { calls, state } = planSend(await this.state(), now)
    if (calls.length === 0) {
      if (!isEmpty(state.pending)) await this.ctx.storage.setAlarm(sendAt(state, now))
      return
    }
    await this.ctx.storage.put(STATE_KEY, state)
    for (const [index, call] of calls.entries()) {
      const outcome = await this.ctx.exports.Renderer.purge(call).catch((error: unknown) => ({ done: false as const, refused: String(error) }))
      if (outcome.done) continue
      if ('unavailable' in outcome) {
        console.warn('Workers Cache is not in this runtime: nothing to purge', call)
        continue
      }
      // Kept for the next token, with whatever was added meanwhile.
      console.error('Workers Cache purge refused, tried again at the next token:', outcome.refused)
      const latest = await this.state()
      const left = calls.slice(index).reduce<Pending>((pending, rest) => mergePending(pending, pendingOf(rest)), latest.pending)
      await this.ctx.storage.put(STATE_KEY, { ...latest, pending: left })
      await this.ctx.storage.setAlarm(now + PURGE_LIMITS.retryMs)
      return
    }
    // Added while this send was under way: sent at the next pace.
    const latest = await this.state()
    if (!isEmpty(latest.pending)) await this.ctx.storage.setAlarm(sendAt(latest, Date.now()))
  }
}
