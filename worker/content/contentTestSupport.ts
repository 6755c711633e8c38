import { env } from 'cloudflare:workers'
import { createContentContext, type ContentContext } from './ContentContext'

/** The local content service the test run started (vitest globalSetup). */
export const CONTROL_URL = env.STORYBLOK_LOCAL_ENDPOINT.replace(/\/v2$/, '/_control')

export interface LoggedRequest {
  method: string
  path: string
  status: number
}

export async function control(action: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`control ${action} failed: ${response.status} ${await response.text()}`)
}

/** Requests the content service answered since the last reset, without Storyblok's 301s to the current `cv`. */
export async function receivedRequests(pathPart = '/v2/cdn/'): Promise<LoggedRequest[]> {
  const response = await fetch(`${CONTROL_URL}/requests`)
  const body = (await response.json()) as { requests: LoggedRequest[] } | LoggedRequest[]
  const requests = Array.isArray(body) ? body : body.requests
  return requests.filter((request) => request.path.includes(pathPart) && request.status !== 301)
}

export async function clearContentCache(): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => env.CONTENT_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

/** A content context whose background work can be awaited. */
export function testContentContext(overrides: Partial<Env> = {}, options: { draft?: boolean } = {}): { ctx: ContentContext; settled(): Promise<void> } {
  const pending: Promise<unknown>[] = []
  const ctx = createContentContext({ ...env, ...overrides }, { waitUntil: (promise) => void pending.push(promise) }, options)
  return { ctx, settled: async () => void (await Promise.allSettled(pending)) }
}

/** Storyblok's webhook signature of a body: hex HMAC-SHA1 with the webhook secret. */
export async function signWebhook(body: string, secret = env.STORYBLOK_WEBHOOK_SECRET as string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
