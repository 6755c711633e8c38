import { expect } from '@playwright/test'
import { BRIDGE_CONNECTED } from '../support/localEditor'
import { cspViolations, watchCspViolations } from '../support/pageChecks'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Every test here needs a page of its own (a driven clock, routes, scripts, no JavaScript), in the workers of the other specs. */
const test = withPageOfItsOwn(testWithPagePerWorker())

// The site's real Content-Security-Policy (worker/security/) where the sweep (sweep.spec.ts) does
// not go: a preview framed by the visual editor, whose bridge injects a style; and the sweep's own
// witness, which must see a violation when a page breaks the policy.

/** The local content service, whose visual editor frames previews as Storyblok's does. */
const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page)
})

test('a preview inside the visual editor: the bridge connects and its injected style is allowed', async ({ page }) => {
  await page.goto(`${SERVICE}/_editor/en/about`, { waitUntil: 'domcontentloaded' })
  const frame = await (await page.locator('#editor-frame').elementHandle())?.contentFrame()
  if (!frame) throw new Error('the editor has no frame')
  await expect(frame.locator('html[data-editor="connected"]')).toHaveCount(1, BRIDGE_CONNECTED)
  // The bridge's own stylesheet is in the page and applied (a blocked one has no rules).
  expect(
    await frame.evaluate(() => (document.getElementById('storyblok-bridge-stylesheet') as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0),
  ).toBeGreaterThan(0)
  expect(await frame.evaluate(() => window.cspViolations)).toEqual([])
})

test('the sweep sees a violation when a page breaks the policy', async ({ page }) => {
  await page.goto('/about')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'document.title = "inline"'
    document.body.append(script)
  })
  await expect.poll(async () => (await cspViolations(page)).map((violation) => violation.directive)).toContain('script-src-elem')
  expect(await page.title()).not.toBe('inline')
})

test('static files carry a policy of their own: an SVG opened on its own runs nothing, and no file is sniffed', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const bundle = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
  expect(bundle, 'the home page loads a hashed bundle').toBeDefined()
  for (const path of ['/favicon.svg', bundle ?? '']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'")
  }
})
