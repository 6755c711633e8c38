import { env, exports } from 'cloudflare:workers'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { management, managedStory, type ManagedStory } from '../../tests/support/managementApi'
import { postWebhook } from '../../tests/support/postWebhook'
import { TestContentService } from '../../tests/support/TestContentService'
import worker from '../index'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

/** What an address answers, without following a redirect. */
const visit = (path: string): Promise<Response> => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }))

async function answer(path: string): Promise<{ status: number; location: string | null }> {
  const response = await visit(path)
  await response.body?.cancel()
  return { status: response.status, location: response.headers.get('location') }
}

/** An editor's slug change, published, and Storyblok's webhook for it. */
async function renameStory(fullSlug: string, slug: string): Promise<ManagedStory> {
  const story = await managedStory(service.origin, fullSlug)
  const { story: saved } = await management<{ story: ManagedStory }>(service.origin, 'PUT', `/stories/${story.id}`, { story: { slug }, publish: 1 })
  const webhook = await postWebhook({ action: 'published', story_id: saved.id, full_slug: saved.full_slug })
  expect(webhook.status).toBe(200)
  return saved
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
  await env.LEADS.prepare('DELETE FROM story_addresses').run()
  // The site as visitors saw it before any change: its links map is what the first comparison starts from.
  expect((await answer('/for-shippers')).status).toBe(200)
})

describe('old addresses answer 301, with no redirect entered by hand', () => {
  it('sends the address before a slug edit to the new one, in every language, and links on other pages name the new one', async () => {
    await renameStory('en/pages/for-shippers', 'shippers')
    await renameStory('de/pages/for-shippers', 'verlader')
    expect(await answer('/for-shippers')).toEqual({ status: 301, location: '/shippers' })
    expect(await answer('/for-shippers?utm_source=mail')).toEqual({ status: 301, location: '/shippers?utm_source=mail' })
    expect(await answer('/de/for-shippers')).toEqual({ status: 301, location: '/de/verlader' })
    expect((await answer('/shippers')).status).toBe(200)
    // The home page and the header link the page by its uuid: its new address, no hop through a redirect.
    const home = await (await visit('/')).text()
    expect(home).toContain('href="/shippers"')
    expect(home).not.toContain('href="/for-shippers"')
    const germanHome = await (await visit('/de')).text()
    expect(germanHome).toContain('href="/de/verlader"')
  })

  it('collapses a chain of moves: each old address leads straight to the current one', async () => {
    await renameStory('en/pages/for-shippers', 'shippers')
    await renameStory('en/pages/shippers', 'shipping')
    expect(await answer('/for-shippers')).toEqual({ status: 301, location: '/shipping' })
    expect(await answer('/shippers')).toEqual({ status: 301, location: '/shipping' })
  })

  it('sends every old address of the pages in a renamed folder to their new ones, as the cron would without any event', async () => {
    const pagesFolder = await managedStory(service.origin, 'en/pages')
    const pricing = await managedStory(service.origin, 'en/pages/pricing')
    const { story: folder } = await management<{ story: ManagedStory }>(service.origin, 'POST', '/stories', {
      story: { name: 'Services', slug: 'services', parent_id: pagesFolder.id, is_folder: true },
    })
    for (const slug of ['road-freight', 'rail-freight']) {
      const content = { ...pricing.content, _uid: crypto.randomUUID(), title: `Services: ${slug}` }
      await management(service.origin, 'POST', '/stories', { story: { name: slug, slug, parent_id: folder.id, content }, publish: 1 })
      expect((await postWebhook({ action: 'published', full_slug: `en/pages/services/${slug}` })).status).toBe(200)
    }
    expect((await answer('/services/road-freight')).status).toBe(200)
    // Not a page in a folder: still an unmatched route.
    expect(await (await visit('/services/nothing-here')).text()).toContain('Page not found: /services/nothing-here')

    await management(service.origin, 'PUT', `/stories/${folder.id}`, { story: { slug: 'solutions' } })
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/10 * * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await answer('/services/road-freight')).toEqual({ status: 301, location: '/solutions/road-freight' })
    expect(await answer('/services/rail-freight')).toEqual({ status: 301, location: '/solutions/rail-freight' })
    expect((await answer('/solutions/rail-freight')).status).toBe(200)
  })

  it("lets an editor's redirect win over the story's history", async () => {
    await renameStory('en/pages/for-shippers', 'shippers')
    const { datasources } = await management<{ datasources: { id: number; slug: string }[] }>(service.origin, 'GET', '/datasources')
    const redirects = datasources.find((datasource) => datasource.slug === 'redirects')
    await management(service.origin, 'POST', '/datasource_entries', {
      datasource_entry: { name: '/for-shippers', value: '/contact', datasource_id: redirects?.id },
    })
    expect((await postWebhook({ action: 'entries_updated', datasource_slug: 'redirects' })).status).toBe(200)
    expect(await answer('/for-shippers')).toEqual({ status: 301, location: '/contact' })
  })

  it('answers 410 for the address of a story that was unpublished, and for one that was deleted, whose event names no address', async () => {
    const shippers = await managedStory(service.origin, 'en/pages/for-shippers')
    await management(service.origin, 'GET', `/stories/${shippers.id}/unpublish`)
    expect((await postWebhook({ action: 'unpublished', story_id: shippers.id, full_slug: shippers.full_slug })).status).toBe(200)
    const gone = await visit('/for-shippers')
    expect(gone.status).toBe(410)
    const html = await gone.text()
    expect(html).toContain('<h1 id="error-title">This page has been removed</h1>')
    expect(html).toContain('Page removed: /for-shippers')
    expect(html).toContain('<a class="btn btn--orange" href="/"><span>Go to the home page</span></a>')

    const carriers = await managedStory(service.origin, 'en/pages/for-carriers')
    await management(service.origin, 'DELETE', `/stories/${carriers.id}`)
    const webhook = await postWebhook({ action: 'deleted', story_id: carriers.id })
    // The comparison places the delete: its page and lists are out of date, not the whole site.
    expect(await webhook.json()).toMatchObject({ invalidated: expect.arrayContaining(['s:en/pages/for-carriers']) })
    expect((await answer('/for-carriers')).status).toBe(410)
  })
})
