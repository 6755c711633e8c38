import { describe, expect, it } from 'vitest'
import { kvKey } from './kvKey'

/** Workers KV's limit on a key. */
const KV_MAX_KEY_BYTES = 512
const bytes = (text: string) => new TextEncoder().encode(text).length

describe('kvKey', () => {
  it('keeps a key that fits as it is', async () => {
    expect(await kvKey('page/v2/abc', '/blog/road-freight')).toBe('page/v2/abc/blog/road-freight')
    expect(await kvKey('story/', 'ü'.repeat(150))).toBe(`story/${'ü'.repeat(150)}`)
  })

  it('hashes a key too long for KV, keeping its readable start, by its UTF-8 bytes', async () => {
    for (const key of ['/a'.repeat(300), '€'.repeat(150)]) {
      const hashed = await kvKey('story/', key)
      expect(hashed.startsWith(`story/${key.slice(0, 100)}#`)).toBe(true)
      expect(bytes(hashed)).toBeLessThanOrEqual(KV_MAX_KEY_BYTES)
      expect(await kvKey('story/', key)).toBe(hashed)
      expect(await kvKey('story/', `${key}x`)).not.toBe(hashed)
    }
  })
})
