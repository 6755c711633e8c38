/**
 * Work under way in this isolate, by key: a request that needs what another is already fetching
 * or rendering waits for that one instead of starting its own, so a burst costs one render and
 * one set of Storyblok reads per isolate. Only plain data is shared (parsed content, a page's
 * bytes), never a Response or a stream, which belong to the request that made them; the request
 * that starts the work keeps it alive (`waitUntil`) until it ends.
 */
export class SharedFlights<T> {
  private readonly running = new Map<string, Promise<T>>()

  /** The work under way for `key`, or `start`ed now; forgotten once it settles, so a later call starts afresh. */
  run(key: string, start: () => Promise<T>, keepAlive: (work: Promise<unknown>) => void): Promise<T> {
    const known = this.running.get(key)
    if (known) return known
    const work = start().finally(() => this.running.delete(key))
    this.running.set(key, work)
    keepAlive(work.catch(() => undefined))
    return work
  }
}
