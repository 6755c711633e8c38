import { env } from 'cloudflare:workers'
import { createContentContext, type ContentContext } from '../../worker/content/ContentContext'

/** A content context of the worker's test environment (with `overrides`) whose background work can be awaited. */
export function testContentContext(overrides: Partial<Env> = {}, options: { draft?: boolean } = {}): { ctx: ContentContext; settled(): Promise<void> } {
  const pending: Promise<unknown>[] = []
  const ctx = createContentContext({ ...env, ...overrides }, { waitUntil: (promise) => void pending.push(promise) }, options)
  return { ctx, settled: async () => void (await Promise.allSettled(pending)) }
}
