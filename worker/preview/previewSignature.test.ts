import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentSource } from '../content/contentSource'
import { previewSignature } from './previewSignature'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'

const source = contentSource(env)
const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0)
const NOW_S = NOW_MS / 1000

function editorUrl(options: { spaceId?: number | null; timestamp?: number; previewToken?: string | null } = {}): Promise<URL> {
  return signedEditorUrl('http://localhost/about', { spaceId: source.spaceId, timestamp: NOW_S, previewToken: source.previewToken, ...options })
}

describe('previewSignature', () => {
  it('is genuine for a link the visual editor signed in the last hour', async () => {
    expect(await previewSignature(await editorUrl(), source, NOW_MS)).toBe('genuine')
    expect(await previewSignature(await editorUrl({ timestamp: NOW_S - 3500 }), source, NOW_MS)).toBe('genuine')
    expect(await previewSignature(await editorUrl({ timestamp: NOW_S + 240 }), source, NOW_MS)).toBe('genuine')
  })

  it('is expired for a link the editor signed over an hour ago, or over 5 minutes ahead of the clock', async () => {
    expect(await previewSignature(await editorUrl({ timestamp: NOW_S - 3601 }), source, NOW_MS)).toBe('expired')
    expect(await previewSignature(await editorUrl({ timestamp: NOW_S + 2 * 3600 }), source, NOW_MS)).toBe('expired')
  })

  it('is none for a link signed with another preview token or for another space, however old', async () => {
    expect(await previewSignature(await editorUrl({ previewToken: 'guessed' }), source, NOW_MS)).toBe('none')
    expect(await previewSignature(await editorUrl({ previewToken: 'guessed', timestamp: NOW_S - 7200 }), source, NOW_MS)).toBe('none')
    expect(await previewSignature(await editorUrl({ spaceId: 1 }), source, NOW_MS)).toBe('none')
  })

  it('is none for the bare _storyblok parameter and malformed values', async () => {
    expect(await previewSignature(new URL('http://localhost/about?_storyblok=123'), source, NOW_MS)).toBe('none')
    const url = await editorUrl()
    url.searchParams.set('_storyblok_tk[token]', 'zz')
    expect(await previewSignature(url, source, NOW_MS)).toBe('none')
    url.searchParams.set('_storyblok_tk[timestamp]', '1e9')
    expect(await previewSignature(url, source, NOW_MS)).toBe('none')
  })
})
