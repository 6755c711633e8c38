import { expect } from '@playwright/test'
import { openEditor } from '../support/localEditor'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// The preview follows the visual editor's messages only: a message from any other window (here the
// framed page itself, or a page it opened) is dropped before the Storyblok bridge sees it, while
// the same message from the editor that frames the preview changes the page.

const ARTICLE = 'en/blog/road-freight-capacity-what-shippers-need-to-know'

test('the preview re-renders for the editor’s input message, never for the same message from another window', async ({ page }) => {
  const { frame } = await openEditor(page, ARTICLE)
  const heading = frame.locator('main h1')
  await expect(heading).toBeVisible()
  // Every heading text the page shows from now on, so that a forged one that came and went is seen.
  await frame.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seenHeadings: string[] }).seenHeadings = seen
    new MutationObserver(() => seen.push(document.querySelector('main h1')?.textContent ?? '')).observe(document.querySelector('main') as Node, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  /** The editor's `input` message for this story with another title, made from the story the preview shows. */
  const inputWithTitle = (title: string) =>
    frame.evaluate((newTitle) => {
      const state = JSON.parse(document.getElementById('preview-state')?.textContent ?? 'null') as { data: { story: { content: object } } }
      const story = state.data.story
      return { action: 'input', story: { ...story, content: { ...story.content, title: newTitle } } }
    }, title)

  // The framed page posts to itself, as any script or window other than the editor could.
  const forged = await inputWithTitle('Forged by another window')
  await frame.evaluate((message) => window.postMessage(message, '*'), forged)
  // Then the editor sends its own input: messages arrive in order, so once this one shows, the first has been handled.
  const typed = await inputWithTitle('Typed in the editor')
  const siteOrigin = new URL(frame.url()).origin
  await page.evaluate(([message, origin]) => (document.getElementById('editor-frame') as HTMLIFrameElement).contentWindow?.postMessage(message, origin), [
    typed,
    siteOrigin,
  ] as const)
  await expect(heading).toHaveText('Typed in the editor')
  const seen = await frame.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings)
  expect(seen).not.toContain('Forged by another window')
})
