import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentSource } from '../content/contentSource'
import { verifyPreviewRequest } from './verifyPreviewRequest'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'

const source = contentSource(env)
const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0)
const NOW_S = NOW_MS / 1000

function editorUrl(options: { spaceId?: number | null; timestamp?: number; previewToken?: string | null } = {}): Promise<URL> {
  return signedEditorUrl('http://localhost/about', { spaceId: source.spaceId, timestamp: NOW_S, previewToken: source.previewToken, ...options })
}

describe('verifyPreviewRequest', () => {
  it('accepts a link the visual editor signed in the last hour', async () => {
    expect(await verifyPreviewRequest(await editorUrl(), source, NOW_MS)).toBe(true)
    expect(await verifyPreviewRequest(await editorUrl({ timestamp: NOW_S - 3500 }), source, NOW_MS)).toBe(true)
  })

  it('refuses an expired link', async () => {
    expect(await verifyPreviewRequest(await editorUrl({ timestamp: NOW_S - 3601 }), source, NOW_MS)).toBe(false)
  })

  it('refuses a link signed with another preview token or for another space', async () => {
    expect(await verifyPreviewRequest(await editorUrl({ previewToken: 'guessed' }), source, NOW_MS)).toBe(false)
    expect(await verifyPreviewRequest(await editorUrl({ spaceId: 1 }), source, NOW_MS)).toBe(false)
  })

  it('refuses the bare _storyblok parameter and malformed values', async () => {
    expect(await verifyPreviewRequest(new URL('http://localhost/about?_storyblok=123'), source, NOW_MS)).toBe(false)
    const url = await editorUrl()
    url.searchParams.set('_storyblok_tk[token]', 'zz')
    expect(await verifyPreviewRequest(url, source, NOW_MS)).toBe(false)
    url.searchParams.set('_storyblok_tk[timestamp]', '1e9')
    expect(await verifyPreviewRequest(url, source, NOW_MS)).toBe(false)
  })
})
