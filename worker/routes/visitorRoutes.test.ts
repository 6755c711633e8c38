import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

async function countryFor(header: string | null): Promise<{ status: number; cacheControl: string | null; country: unknown }> {
  const response = await exports.default.fetch('http://localhost/api/visitor-country', { headers: header === null ? {} : { 'cf-ipcountry': header } })
  const { country } = (await response.json()) as { country: unknown }
  return { status: response.status, cacheControl: response.headers.get('cache-control'), country }
}

describe('GET /api/visitor-country', () => {
  it("answers the visitor's country, never to be cached", async () => {
    expect(await countryFor('AT')).toEqual({ status: 200, cacheControl: 'private, no-store', country: 'AT' })
  })

  it.each([null, 'T1', 'XX', 'A1', 'EU', 'de-DE', '<script>', 'ATX'])('answers null for %j, which names no country', async (header) => {
    expect(await countryFor(header)).toMatchObject({ status: 200, country: null })
  })
})
