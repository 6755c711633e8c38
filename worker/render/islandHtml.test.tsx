import { env, exports } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signWebhook } from '../../tests/support/signWebhook'
import { TestContentService } from '../../tests/support/TestContentService'
import type { Blok, Story } from '../../shared/content/storyblok'
import { islandHtml } from './islandHtml'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
/** A content read, a save, a publish, a webhook and two pages: generous on a machine shared with other work. */
const PUBLISH_TEST_TIMEOUT_MS = 20_000

/** A page's HTML and its header island's markup. */
async function header(path: string): Promise<{ html: string; island: string }> {
  const html = await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
  const island = html.match(/<island-root data-island="\/assets\/islands\/Header-[^"]+"[^>]*>(.*?)<\/island-root>/s)?.[1] ?? ''
  return { html, island }
}

describe('island markup', () => {
  afterAll(async () => {
    // The publish test changes the demo's settings: put them back for whatever runs next.
    await service.reset()
    await clearContentCache()
  })

  it('is rendered once per key, then served from the isolate', async () => {
    let renders = 0
    function Counted() {
      renders++
      return <p>rendered</p>
    }
    const key = `test|${crypto.randomUUID()}`
    const build = () => ({ props: '{"n":1}', element: <Counted /> })
    expect(await islandHtml(key, build)).toEqual({ props: '{"n":1}', html: '<p>rendered</p>' })
    expect(islandHtml(key, build)).toEqual({ props: '{"n":1}', html: '<p>rendered</p>' })
    expect(renders).toBe(1)
  })

  it('is the same on every page of a language, with the logo preloaded in the head, not inside the island', async () => {
    const about = await header('/about')
    const blog = await header('/blog')
    expect(about.island).toContain('class="site-header"')
    expect(blog.island).toBe(about.island)
    expect(about.island).not.toContain('<link')
    const head = about.html.slice(0, about.html.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" href="[^"]+logo[^"]*" as="image"\/>/)
  })

  it(
    "shows an editor's published change to the navigation on the next page, though the header is kept by the isolate",
    async () => {
      await service.reset()
      await clearContentCache()
      expect((await header('/about')).island).toContain('>Solutions<')
      const settings = (await service.client(demoSpace.previewToken).get('cdn/stories/en/_settings', { version: 'draft' })).data.story as Story
      const items = (settings.content.header_items as Blok[]).map((item) => (item.title === 'Solutions' ? { ...item, title: 'Services' } : item))
      await service.control('save', { full_slug: 'en/_settings', content: { ...settings.content, header_items: items } })
      await service.control('publish', { full_slug: 'en/_settings' })
      const body = JSON.stringify({ action: 'published', space_id: demoSpace.id, story_id: settings.id, full_slug: 'en/_settings' })
      const webhook = await exports.default.fetch(
        new Request('http://localhost/api/webhooks/storyblok', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'webhook-signature': await signWebhook(body) },
        }),
      )
      expect(webhook.status).toBe(200)
      const after = (await header('/about')).island
      expect(after).toContain('>Services<')
      expect(after).not.toContain('>Solutions<')
    },
    PUBLISH_TEST_TIMEOUT_MS,
  )
})
