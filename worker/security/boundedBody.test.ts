import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { boundedBody } from './boundedBody'

const LIMIT = 1024

/** A body of `chunks` chunks of `size` bytes, which records whether it was read to its end or cancelled. */
function trackedBody(chunks: number, size: number) {
  const state = { sent: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === chunks) return controller.close()
      state.sent++
      controller.enqueue(new Uint8Array(size).fill(97))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

const app = new Hono().post(
  '/',
  boundedBody(LIMIT, (c) => c.json({ error: 'Too large' }, 413)),
  async (c) => c.text(String((await c.req.text()).length)),
)

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  app.fetch(new Request('http://localhost/', { method: 'POST', body, headers, ...(typeof body === 'string' ? {} : { duplex: 'half' }) } as RequestInit))

describe('boundedBody', () => {
  it('refuses a chunked body over the limit with 413 and cancels the rest of it, unread', async () => {
    const { stream, state } = trackedBody(40, 1000)
    const response = await post(stream, { 'transfer-encoding': 'chunked' })
    expect(response.status).toBe(413)
    expect(state.cancelled).toBe(true)
    expect(state.sent).toBeLessThan(40)
  })

  it('refuses a body whose Content-Length is over the limit without reading it, and cancels it', async () => {
    const { stream, state } = trackedBody(40, 1000)
    const response = await post(stream, { 'content-length': '40000' })
    expect(response.status).toBe(413)
    expect(state.cancelled).toBe(true)
  })

  it('hands on a body within the limit, whole, in one chunk or many', async () => {
    expect(await (await post('x'.repeat(LIMIT))).text()).toBe(String(LIMIT))
    const { stream, state } = trackedBody(4, 256)
    expect(await (await post(stream, { 'transfer-encoding': 'chunked' })).text()).toBe('1024')
    expect(state.cancelled).toBe(false)
  })
})
