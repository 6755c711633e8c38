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

/**
 * What a gated report page's first load carries (gzip bytes): the shell's islands and the popup's
 * button and modal, each reading its words from the page (about 0.5 KB of the figure).
 */
const REPORT_PAGE_FIRST_LOAD_BYTES = 92_500
/** What opening the popup adds on demand: the form, downshift and libphonenumber-js with its full metadata. */
const REPORT_FORM_ON_DEMAND_BYTES = 80_000

function islandNames(html: string): string[] {
  return [...html.matchAll(/<island-root data-island="([^"]+)"/g)].map(
    ([, src]) => Object.entries(assetManifest.islands).find(([, url]) => url === src)?.[0] ?? '',
  )
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

describe('a gated report page', () => {
  it('loads the form and libphonenumber-js only when the popup opens', async () => {
    const path = '/reports/european-road-freight-index-q1-2023'
    const response = await exports.default.fetch(new Request(`http://localhost${path}`))
    expect(response.status).toBe(200)
    const html = await response.text()
    const names = islandNames(html)
    expect(names).toContain('ReportGate')
    expect(names).not.toContain('LeadForm')
    const firstLoad = bytes(pageScripts(html))
    const firstLoadChunks = new Set(names.flatMap((name) => assetManifest.islandChunks[name] ?? []))
    const onDemand = (assetManifest.islandLazyChunks.ReportGate ?? []).filter((chunk) => !firstLoadChunks.has(chunk))
    const withoutGate = bytes(new Set(names.filter((name) => name !== 'ReportGate').flatMap((name) => assetManifest.islandChunks[name] ?? [])))
    // The figures (also in the README, "Leads"): first load, of which the popup's own part, and the form on demand.
    console.log(`report page first load ${firstLoad} B gzip (popup island ${firstLoad - withoutGate} B); on demand ${bytes(onDemand)} B`)
    expect(firstLoad).toBeLessThanOrEqual(REPORT_PAGE_FIRST_LOAD_BYTES)
    // The popup adds under 2 KB to the shell's first load: libphonenumber-js (35 KB gzip at least) and downshift are not in it.
    expect(firstLoad - withoutGate).toBeLessThan(2_000)
    expect(bytes(onDemand)).toBeGreaterThan(50_000)
    expect(bytes(onDemand)).toBeLessThanOrEqual(REPORT_FORM_ON_DEMAND_BYTES)
  })
})

describe('the open positions', () => {
  it('load the combobox fields (downshift) only when a visitor reaches for the filters', async () => {
    const response = await exports.default.fetch(new Request('http://localhost/open-positions'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(islandNames(html)).toContain('JobFilters')
    const firstLoadChunks = pageScripts(html)
    const onDemand = (assetManifest.islandLazyChunks.JobFilters ?? []).filter((chunk) => !firstLoadChunks.has(chunk))
    const withoutFilters = bytes(
      new Set(
        islandNames(html)
          .filter((name) => name !== 'JobFilters')
          .flatMap((name) => assetManifest.islandChunks[name] ?? []),
      ),
    )
    // The figures (also in the README, "Pages"): first load, of which the filters' own part, and the fields on demand.
    console.log(
      `open positions first load ${bytes(firstLoadChunks)} B gzip (filters island ${bytes(firstLoadChunks) - withoutFilters} B); fields on demand ${bytes(onDemand)} B`,
    )
    expect(bytes(firstLoadChunks)).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET_BYTES)
    // downshift alone is over 10 KB gzip: it is not in the first load.
    expect(bytes(firstLoadChunks) - withoutFilters).toBeLessThan(5_000)
    expect(bytes(onDemand)).toBeGreaterThan(10_000)
  })
})
