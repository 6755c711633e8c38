import { expect } from '@playwright/test'
import { management, type ManagedStory } from '../support/managementApi'
import { publishSettled } from '../support/publishSettled'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// A publish in Storyblok reaches the public page on the next page view after its purge of the edge (seconds). The spec publishes a page
// of its own through the Management API, as an editor's publish arrives (the write, then its
// webhook), so no other spec sees its content change under it.

const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`

const withSlug = async (fullSlug: string) => (await management<{ stories: ManagedStory[] }>(SERVICE, 'GET', `/stories?with_slug=${fullSlug}`)).stories[0]

test('a story published in Storyblok is live on the next page view once its purge is sent, and so is its next version', async ({ page, baseURL }) => {
  const site = baseURL ?? ''
  const slug = `published-${Date.now()}`
  const english = await withSlug('en')
  const about = await withSlug('en/about')
  if (!english?.is_folder || !about) throw new Error('the demo space has no en folder or en/about')
  const { content } = (await management<{ story: ManagedStory }>(SERVICE, 'GET', `/stories/${about.id}`)).story

  // Not there yet: the site answers 404 (and remembers the absence).
  expect((await page.goto(`/${slug}`))?.status()).toBe(404)

  const first = { ...content, title: `Published first ${slug}` }
  const { story } = await management<{ story: ManagedStory }>(SERVICE, 'POST', '/stories', {
    story: { name: 'Published by the publish spec', slug, parent_id: english.id, content: first },
    publish: 1,
  })
  await publishSettled(SERVICE, site)
  expect((await page.goto(`/${slug}`))?.status()).toBe(200)
  await expect(page.locator('h1').first()).toContainText(first.title)

  const next = { ...story.content, title: `Published again ${slug}` }
  await management(SERVICE, 'PUT', `/stories/${story.id}`, { story: { content: next }, publish: 1 })
  await publishSettled(SERVICE, site)
  await page.goto(`/${slug}`)
  await expect(page.locator('h1').first()).toContainText(next.title)
})
