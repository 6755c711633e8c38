import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { assetManifest } from './assetManifest'

/**
 * The most JavaScript (gzip bytes) a published page may load. React and react-dom/client alone
 * are about 69 KB; everything else a page's islands add must fit in the rest.
 */
const PAGE_SCRIPT_BUDGET_BYTES = 100_000

/** Every chunk the page's islands load, counted once: what a visitor who has not opted in to analytics downloads. */
function pageScripts(html: string): Set<string> {
  const chunks = new Set<string>()
  for (const [, src] of html.matchAll(/<island-root data-island="([^"]+)"/g)) {
    const name = Object.entries(assetManifest.islands).find(([, url]) => url === src)?.[0]
    for (const chunk of name ? (assetManifest.islandChunks[name] ?? []) : []) chunks.add(chunk)
  }
  return chunks
}

const bytes = (chunks: Iterable<string>) => [...chunks].reduce((sum, chunk) => sum + (assetManifest.chunkBytes[chunk] ?? 0), 0)

/** Chunks only the editor preview loads: the bridge, live editing, the markers. */
const islandCode = new Set(Object.values(assetManifest.islandChunks).flat())
const previewOnly = assetManifest.previewChunks.filter((chunk) => !islandCode.has(chunk))
const PUBLISHED_PAGES = ['/', '/de', '/about', '/blog/rich-text-showcase', '/no-such-page']

describe('JavaScript per page', () => {
  it.each(['/', '/de', '/no-such-page'])('%s stays within the budget, with 0 bytes of analytics before consent', async (path) => {
    const html = await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
    const scripts = pageScripts(html)
    expect(bytes(scripts)).toBeGreaterThan(0)
    expect(bytes(scripts)).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET_BYTES)
    expect(html).toContain('<meta name="analytics"')
    expect(bytes([...scripts].filter((chunk) => assetManifest.analyticsChunks.includes(chunk)))).toBe(0)
  })

  it('keeps the Amplitude SDK in chunks of its own, loaded only after consent', () => {
    expect(assetManifest.analyticsChunks.length).toBeGreaterThan(0)
    // The SDK (with its autocapture plugins) is tens of kilobytes: a budget-sized part of the page that only consent loads.
    expect(bytes(assetManifest.analyticsChunks)).toBeGreaterThan(20_000)
  })

  it('keeps the visual editor (bridge, live editing, markers) in chunks of its own', () => {
    expect(previewOnly).toContain(assetManifest.preview)
    expect(bytes(previewOnly)).toBeGreaterThan(5_000)
  })

  it.each(PUBLISHED_PAGES)('%s carries 0 bytes of editor code and 0 bytes of markers', async (path) => {
    const html = await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
    const referenced = previewOnly.filter((chunk) => html.includes(chunk))
    expect(bytes([...pageScripts(html)].filter((chunk) => previewOnly.includes(chunk)))).toBe(0)
    expect(bytes(referenced)).toBe(0)
    expect(html.match(/data-blok-(c|uid)="[^"]*"/g)?.join('').length ?? 0).toBe(0)
    expect(html).not.toContain('preview-state')
  })
})
