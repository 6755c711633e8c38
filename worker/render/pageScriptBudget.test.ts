import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { assetManifest } from './assetManifest'

/**
 * The most JavaScript (gzip bytes) a published page may load. React and react-dom/client alone
 * are about 69 KB; everything else a page's islands add must fit in the rest.
 */
const PAGE_SCRIPT_BUDGET_BYTES = 100_000

/** Every chunk the page's islands load, counted once. */
function pageScriptBytes(html: string): number {
  const chunks = new Set<string>()
  for (const [, src] of html.matchAll(/<island-root data-island="([^"]+)"/g)) {
    const name = Object.entries(assetManifest.islands).find(([, url]) => url === src)?.[0]
    for (const chunk of name ? (assetManifest.islandChunks[name] ?? []) : []) chunks.add(chunk)
  }
  return [...chunks].reduce((sum, chunk) => sum + (assetManifest.chunkBytes[chunk] ?? 0), 0)
}

describe('JavaScript per page', () => {
  it.each(['/', '/de', '/no-such-page'])('%s stays within the budget', async (path) => {
    const html = await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
    const bytes = pageScriptBytes(html)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET_BYTES)
  })
})
