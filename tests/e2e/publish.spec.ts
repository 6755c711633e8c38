import { createHmac } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demoSpace } from '../../storyblok-local/demoSpace'

const CONTENT_SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}/_control`

test.describe.configure({ mode: 'serial' })

test.afterAll(async ({ request }) => {
  // Put the demo content back and tell the worker, as Storyblok's webhook would.
  await request.post(`${CONTENT_SERVICE}/reset`)
  const body = JSON.stringify({ text: 'reset', action: 'published', space_id: 100001, full_slug: 'en/about' })
  await request.post('/api/webhooks/storyblok', {
    data: body,
    headers: { 'content-type': 'application/json', 'webhook-signature': createHmac('sha1', demoSpace.webhookSecret).update(body).digest('hex') },
  })
})

test('a story published in Storyblok is live on the next page view', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes shared content: once is enough')
  await page.goto('/about')
  await expect(page.locator('h1').first()).not.toContainText('(draft)')

  const published = await request.post(`${CONTENT_SERVICE}/publish`, { data: { full_slug: 'en/about' } })
  expect(published.ok()).toBe(true)

  await page.goto('/about')
  await expect(page.locator('h1').first()).toContainText('About us (draft)')
})
