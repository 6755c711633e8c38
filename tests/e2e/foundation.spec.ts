import { expect } from '@playwright/test'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

test('the home page streams a complete document and hydrates its islands', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  // The cached renderer's page: rendered now (its timings shown) or the edge's copy (none replayed).
  const edge = response?.headers()['cf-cache-status']
  expect(['MISS', 'HIT']).toContain(edge)
  if (edge === 'MISS') expect(response?.headers()['server-timing']).toMatch(/render;dur=/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', /^[0-9a-f]{12}$/)

  const header = page.locator('island-root').filter({ has: page.locator('header') })
  await expect(header).toHaveCount(1)
  // The header's first visible toggle: a dropdown on desktop, the menu button on a phone.
  const controls = await header.locator('button[aria-expanded="false"]:visible').first().getAttribute('aria-controls')
  const toggle = header.locator(`button[aria-controls="${controls}"]`)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(errors).toEqual([])
})

test('island chunks are hashed and cached for a year', async ({ page, request }) => {
  await page.goto('/')
  const src = await page.locator('island-root[data-island]').first().getAttribute('data-island')
  expect(src).toMatch(/^\/assets\/islands\/[A-Za-z]+-[A-Z0-9]{8}\.js$/)
  const chunk = await request.get(src as string)
  expect(chunk.status()).toBe(200)
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('the build id of the page is the one /builds/latest.json reports', async ({ page, request }) => {
  await page.goto('/')
  const embedded = await page.locator('meta[name="build-id"]').getAttribute('content')
  const latest = await (await request.get('/builds/latest.json')).json()
  expect(latest).toEqual({ id: embedded })
})
