// The editor preview's speed: how long the framed page takes from the bridge's `input` message
// to the updated DOM (p50 and p90 over 50 edits of an article's title in the local editor), and
// how much JavaScript a preview loads. `npm run bench` runs it; `npm run bench:editor` measures a
// running `npm start` (SITE_PORT, STORYBLOK_LOCAL_PORT).
import { chromium } from '@playwright/test'
import { pathToFileURL } from 'node:url'
import manifest from '../worker/generated/assetManifest.json'
import { percentile } from './bench/percentile'

const EDITS = 50
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** A blog article: relations resolved, rich text, sidebar; its title is the h1. */
const STORY = 'en/blog/rich-text-showcase'

export interface LiveEditingResult {
  edits: number
  p50Ms: number
  p90Ms: number
  previewScriptBytes: number
}

/** Opens the local editor of `contentOrigin` and times `EDITS` input messages inside the framed preview. */
export async function measureLiveEditing(contentOrigin: string): Promise<LiveEditingResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${contentOrigin}/_editor/${STORY}`, { waitUntil: 'domcontentloaded' })
    const frame = page.frameLocator('#editor-frame')
    await frame.locator('html[data-editor="connected"]').waitFor({ state: 'attached' })
    const durations = await frame.locator('html').evaluate(async (_html, edits) => {
      const state = JSON.parse(document.getElementById('preview-state')?.textContent ?? 'null')
      const root = document.getElementById('preview-root') as HTMLElement
      const times: number[] = []
      for (let edit = 0; edit < edits; edit++) {
        const title = `Live edit number ${edit}`
        const story = structuredClone(state.data.story)
        story.content.title = title
        const updated = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('h1')?.textContent === title) {
              observer.disconnect()
              resolve(performance.now())
            }
          })
          observer.observe(root, { subtree: true, childList: true, characterData: true })
        })
        const sent = performance.now()
        // What the editor posts; the bridge accepts it from any sender, as its source shows.
        window.postMessage({ action: 'input', story }, '*')
        times.push((await updated) - sent)
      }
      return times
    }, EDITS)
    const previewScriptBytes = manifest.previewChunks.reduce((sum, chunk) => sum + ((manifest.chunkBytes as Record<string, number>)[chunk] ?? 0), 0)
    return { edits: EDITS, p50Ms: percentile(durations, 0.5), p90Ms: percentile(durations, 0.9), previewScriptBytes }
  } finally {
    await browser.close()
  }
}

export function formatLiveEditing(result: LiveEditingResult): string {
  return `live editing: input message → updated DOM p50 ${result.p50Ms.toFixed(1)} ms, p90 ${result.p90Ms.toFixed(1)} ms over ${result.edits} edits; preview JavaScript ${(result.previewScriptBytes / 1000).toFixed(1)} KB gzip`
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatLiveEditing(await measureLiveEditing(`http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`)))
}
