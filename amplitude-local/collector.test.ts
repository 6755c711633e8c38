import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { TestContentService } from '../tests/support/TestContentService'
import { MAX_PAYLOAD_BYTES } from './AnalyticsCollector'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const COLLECTOR = `${service.origin}/2/httpapi`
const KEY = 'local-amplitude-demo-key'
const DEVICE = 'device-0001'

const event = (insertId: string, extra: Record<string, unknown> = {}) => ({
  event_type: 'Click',
  device_id: DEVICE,
  insert_id: insertId,
  time: 1_790_000_000_000,
  event_properties: { target: 'nav-blog' },
  ...extra,
})

async function post(body: unknown, contentType = 'application/json') {
  const response = await fetch(COLLECTOR, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cors: response.headers.get('access-control-allow-origin') }
}

async function received(deviceId?: string) {
  const query = deviceId ? `?device_id=${deviceId}` : ''
  return (await (await fetch(`${service.origin}/_control/analytics${query}`)).json()) as {
    events: { insert_id: string; event_type: string }[]
    requests: { status: number; events: unknown[] }[]
  }
}

beforeEach(async () => {
  await service.reset()
})

describe('the local Amplitude collector (HTTP API v2)', () => {
  it("accepts a batch like Amplitude: 200 {code, events_ingested, payload_size_bytes, server_upload_time}, sendBeacon's text/plain too", async () => {
    const batch = { api_key: KEY, events: [event('a'), event('b')], options: { min_id_length: 5 } }
    const answer = await post(batch)
    expect(answer.status).toBe(200)
    expect(answer.cors).toBe('*')
    expect(answer.body).toMatchObject({ code: 200, events_ingested: 2, payload_size_bytes: JSON.stringify(batch).length })
    expect(answer.body.server_upload_time).toEqual(expect.any(Number))
    expect((await post({ api_key: KEY, events: [event('c')] }, 'text/plain;charset=UTF-8')).status).toBe(200)
    expect((await received()).events.map((item) => item.insert_id)).toEqual(['a', 'b', 'c'])
  })

  it('keeps an event once per insert_id, as Amplitude deduplicates retries', async () => {
    await post({ api_key: KEY, events: [event('a')] })
    expect((await post({ api_key: KEY, events: [event('a'), event('b')] })).status).toBe(200)
    const { events, requests } = await received()
    expect(events.map((item) => item.insert_id)).toEqual(['a', 'b'])
    expect(requests.map((request) => request.events.length)).toEqual([1, 2])
  })

  it('answers 400 for a missing or unknown key, a body that is not JSON, and events without type or id', async () => {
    expect(await post({ events: [event('a')] })).toMatchObject({
      status: 400,
      body: { code: 400, error: 'Request missing required field', missing_field: 'api_key' },
    })
    expect(await post({ api_key: 'not-our-key', events: [event('a')] })).toMatchObject({
      status: 400,
      body: { code: 400, error: 'Invalid API key: not-our-key' },
    })
    expect(await post({ api_key: KEY })).toMatchObject({ status: 400, body: { missing_field: 'events' } })
    expect(await post('{not json')).toMatchObject({ status: 400, body: { code: 400, error: 'Invalid JSON request body' } })
    const invalid = await post({
      api_key: KEY,
      events: [event('a'), { device_id: DEVICE, insert_id: 'b' }, event('c', { device_id: 'abc' }), { event_type: 'x' }],
    })
    expect(invalid).toMatchObject({
      status: 400,
      body: { code: 400, events_with_missing_fields: { event_type: [1], device_id: [3] }, events_with_invalid_id_lengths: { device_id: [2] } },
    })
    expect((await received()).events).toEqual([])
  })

  it('answers 413 for a body over 1 MB', async () => {
    const big = event('a', { event_properties: { text: 'x'.repeat(MAX_PAYLOAD_BYTES) } })
    expect(await post({ api_key: KEY, events: [big] })).toMatchObject({ status: 413, body: { code: 413, error: 'Payload too large' } })
  })

  it("answers with the queued faults first (429 with Amplitude's throttling body, 413, 5xx), for one device or any", async () => {
    await service.control('analytics/faults', { status: 429, deviceId: DEVICE })
    await service.control('analytics/faults', { status: 503, count: 2 })
    const other = await post({ api_key: KEY, events: [event('x', { device_id: 'device-other' })] })
    expect(other).toMatchObject({ status: 503, body: { code: 503 } })
    const throttled = await post({ api_key: KEY, events: [event('a'), event('b')] })
    expect(throttled).toMatchObject({
      status: 429,
      body: {
        code: 429,
        error: 'Too many requests for some devices and users',
        throttled_devices: { [DEVICE]: 31 },
        throttled_events: [0, 1],
        exceeded_daily_quota_devices: {},
      },
    })
    expect((await post({ api_key: KEY, events: [event('a')] })).status).toBe(503)
    expect((await post({ api_key: KEY, events: [event('a'), event('b')] })).status).toBe(200)
    const mine = await received(DEVICE)
    expect(mine.requests.map((request) => request.status)).toEqual([429, 503, 200])
    expect(mine.events.map((item) => item.insert_id)).toEqual(['a', 'b'])
  })

  it('refuses fault requests it cannot honour', async () => {
    const response = await fetch(`${service.origin}/_control/analytics/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 404 }),
    })
    expect(response.status).toBe(400)
    expect(await (await fetch(`${service.origin}/_control/analytics/faults`)).json()).toEqual({ faults: [] })
  })

  it('answers CORS preflights like Amplitude, and only POST', async () => {
    const preflight = await fetch(COLLECTOR, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:8787', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
    expect((await fetch(COLLECTOR)).status).toBe(405)
  })
})
