import { describe, expect, it } from 'vitest'
import { createContentApp } from '../app'
import type { DemoData } from '../space/DemoData'
import { demoSpace } from '../space/demoSpace'

const EMPTY: DemoData = {
  space: { id: demoSpace.id, name: 'Empty', domain: 'http://localhost/', version: 1, language_codes: [] },
  folders: [],
  published: [],
  drafts: [],
  datasources: [],
}
const SERVICE = 'http://127.0.0.1:8788'
const LOCAL = { remoteAddress: '127.0.0.1' }
const JSON_TYPE = { 'content-type': 'application/json' }

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(createContentApp(EMPTY).fetch(new Request(`${SERVICE}${path}`, init), LOCAL))
}

const pointWebhook = (headers: Record<string, string>) =>
  call('/_control/webhook', { method: 'POST', headers, body: JSON.stringify({ url: 'https://evil.example/hook', secret: null }) })

describe('the control and Management APIs answer only the service’s own pages and tools without an Origin', () => {
  it('refuses a page elsewhere (its Origin), whatever it sends', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:8787', 'null']) {
      const refused = await pointWebhook({ ...JSON_TYPE, origin })
      expect(refused.status, origin).toBe(403)
      expect(await refused.json()).toEqual({ error: 'Only the local editor, or a tool that sends no Origin, may call this API' })
    }
    const scale = await call('/_control/scale', { method: 'POST', headers: { ...JSON_TYPE, origin: 'https://evil.example' }, body: '{"blogPosts": 1000000}' })
    expect(scale.status).toBe(403)
    const spaces = await call(`/v1/spaces/${demoSpace.id}/stories`, { headers: { authorization: demoSpace.managementToken, origin: 'https://evil.example' } })
    expect(spaces.status).toBe(403)
  })

  it('refuses a body that is not JSON: a form or text/plain post, which a page elsewhere sends without a preflight', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await pointWebhook({ 'content-type': type })
      expect(refused.status, type).toBe(415)
    }
  })

  it('answers its own pages (the local editor) and tools without an Origin; a bodiless POST needs no type', async () => {
    expect((await pointWebhook({ ...JSON_TYPE, origin: SERVICE })).status).toBe(200)
    expect((await pointWebhook(JSON_TYPE)).status).toBe(200)
    expect((await call('/_control/reset', { method: 'POST' })).status).toBe(200)
    const spaces = await call(`/v1/spaces/${demoSpace.id}/stories`, { headers: { authorization: demoSpace.managementToken } })
    expect(spaces.status).toBe(200)
    expect(spaces.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves the Delivery API open to any page, as Storyblok’s is', async () => {
    const stories = await call(`/v2/cdn/stories?token=${demoSpace.publicToken}`, { headers: { origin: 'https://evil.example' } })
    expect(stories.headers.get('access-control-allow-origin')).toBe('*')
  })
})
