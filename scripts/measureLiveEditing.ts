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
    const preview = page.frames().find((framed) => framed !== page.mainFrame())
    if (!preview) throw new Error('the local editor shows no preview')
    const siteOrigin = new URL(preview.url()).origin
    const durations: number[] = []
    for (let edit = 0; edit < EDITS; edit++) {
      // In the frame: the message the editor sends, and a clock that starts when it arrives (only
      // the editor's messages get past the preview's filter) and stops when the h1 shows the title.
      const message = await frame.locator('html').evaluate((_html, title) => {
        const state = JSON.parse(document.getElementById('preview-state')?.textContent ?? 'null')
        const story = structuredClone(state.data.story)
        story.content.title = title
        const root = document.getElementById('preview-root') as HTMLElement
        ;(window as unknown as { liveEdit: Promise<number> }).liveEdit = new Promise<number>((resolve) => {
          let arrived = 0
          window.addEventListener('message', () => (arrived = performance.now()), { once: true })
          const observer = new MutationObserver(() => {
            if (document.querySelector('h1')?.textContent !== title) return
            observer.disconnect()
            resolve(performance.now() - arrived)
          })
          observer.observe(root, { subtree: true, childList: true, characterData: true })
        })
        return { action: 'input', story }
      }, `Live edit number ${edit}`)
      // From the editor's page, as the editor posts it.
      await page.evaluate(([payload, origin]) => (document.getElementById('editor-frame') as HTMLIFrameElement).contentWindow?.postMessage(payload, origin), [
        message,
        siteOrigin,
      ] as const)
      durations.push(await frame.locator('html').evaluate(() => (window as unknown as { liveEdit: Promise<number> }).liveEdit))
    }
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
