import { expect, type Frame, type Locator, type Page } from '@playwright/test'

/** The environment of Playwright's Node process (tests/support is type-checked for workerd, which has no `process`). */
const nodeEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}

/** The local content service and its visual editor (`npm start` runs both). */
export const CONTENT_SERVICE = `http://127.0.0.1:${nodeEnv.STORYBLOK_LOCAL_PORT ?? 8788}`

export interface OpenEditor {
  frame: Frame
  /** Navigations of the framed page since the editor was ready. */
  navigations: () => number
  /** Console errors of the editor and the framed page. */
  errors: string[]
}

/**
 * The local editor with a story open (`fullSlug`, with `?release=<id>` to open it in a release),
 * once its panel is built and the framed preview's bridge has connected to it.
 */
/** How long the framed preview may take to connect its bridge: it hydrates the whole page, slow on a busy 2-core machine. */
export const BRIDGE_CONNECTED = { timeout: 15_000 }

export async function openEditor(page: Page, fullSlug: string): Promise<OpenEditor> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${CONTENT_SERVICE}/_editor/${fullSlug}`, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-ready]')).toHaveCount(1)
  const frame = await (await page.locator('#editor-frame').elementHandle())?.contentFrame()
  if (!frame) throw new Error('the editor has no frame')
  await expect(frame.locator('html[data-editor="connected"]')).toHaveCount(1, BRIDGE_CONNECTED)
  let navigations = 0
  page.on('framenavigated', (navigated) => {
    if (navigated === frame) navigations++
  })
  return { frame, navigations: () => navigations, errors }
}

/**
 * The panel's control of a field of a blok (by its `_uid`), named by the field's path in the
 * content (`title`, `body.0.title`), whatever its label; shown first when a tab hides it.
 */
export async function blokField(page: Page, uid: string, path: string): Promise<Locator> {
  const control = page.locator(`#editor-fields fieldset[data-uid="${uid}"] [name="${path}"]`).first()
  if (!(await control.isVisible())) {
    const panel = await control.evaluate((element) => element.closest('[role="tabpanel"]')?.id ?? null)
    if (panel) await page.locator(`[role="tab"][aria-controls="${panel}"]`).click()
  }
  return control
}
