import type { Locator, Page } from '@playwright/test'

/**
 * Clicks an element of the local editor's preview with the mouse, as an editor does. The editor
 * scales its 1280 px frame down to fit beside the panel (CSS zoom), which Playwright's own click
 * does not allow for: it would aim at the unscaled position.
 */
export async function clickInScaledFrame(page: Page, frameElement: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const inner = await target.evaluate((element) => ({ ...element.getBoundingClientRect().toJSON(), viewport: window.innerWidth }))
  const box = await frameElement.boundingBox()
  if (!box) throw new Error('the preview frame is not shown')
  const scale = box.width / inner.viewport
  await page.mouse.click(box.x + (inner.left + Math.min(inner.width / 2, 40)) * scale, box.y + (inner.top + Math.min(inner.height / 2, 10)) * scale)
}
