import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Section } from '../../shared/sections/sections'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { createApp } from '../app'

// A section the site declares before the space has any content in it: an events section (this
// file's own, beside the site's sections) with its own feed, and no folder in the demo space. Its
// addresses answer the error page, never a 500; the sitemaps and feeds leave it out until it has
// stories; the other sections are as they were.

// The worker's modules were loaded before this file: load them again, with the events section.
vi.hoisted(() => vi.resetModules())

vi.mock('../../shared/sections/sections', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/sections/sections')>()
  const webinars = original.sectionById('webinars')
  const events = {
    ...webinars,
    id: 'events',
    basePath: '/events',
    listKind: 'eventsList',
    folder: 'events',
    storyRoutes: [{ path: '/:slug', folders: ['events'] }],
    feed: 'events',
  }
  return { ...original, SECTIONS: [...original.SECTIONS, events] }
})

// Its name, which each language pack would give (`Messages['sections']`): Events in English, the webinars' in the others.
vi.mock('../../shared/sections/sectionName', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/sections/sectionName')>()
  const { messagesFor } = await import('../../shared/i18n/messages/catalogue')
  return {
    sectionName: (section: Section, language: string) =>
      (section.id as string) === 'events' ? (language === 'en' ? 'Events' : messagesFor(language).sections.webinars) : original.sectionName(section, language),
  }
})

const ORIGIN = 'http://localhost'
const background = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
/** Reading several lists from the local service takes a while on a busy machine. */
const TIMEOUT_MS = 60_000

const get = (path: string) => createApp().fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env, background)

beforeEach(async () => {
  await clearContentCache()
})

describe('a section without content', { timeout: TIMEOUT_MS }, () => {
  it('answers its addresses with the error page and a 404', async () => {
    for (const path of ['/events', '/events/2/all', '/events/a-webinar', '/de/events']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(await response.text(), path).toContain('<html lang=')
    }
  })

  it('has no feed until it has stories', async () => {
    for (const path of ['/events/feed.xml', '/de/events/feed.xml']) expect((await get(path)).status, path).toBe(404)
  })

  it('is in no sitemap', async () => {
    for (const language of ['en', 'de']) expect(await (await get(`/sitemaps/${language}.xml`)).text(), language).not.toContain('/events')
  })

  it('leaves the other sections’ pages and feeds as they were', async () => {
    for (const path of ['/webinars', '/blog', '/blog/feed.xml']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toContain('/events')
    }
  })
})
