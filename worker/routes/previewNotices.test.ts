import { env, exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { Blok, Story } from '../../shared/content/storyblok'
import { contentSource } from '../content/contentSource'
import { demoSpace } from '../../storyblok-local/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'

// Content that breaks the content model, as a real space may hold it: the editor's preview shows a
// translated notice at each broken blok; visitors get the page as always, without any notice.

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const drafts = service.client(demoSpace.previewToken)

afterEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

async function visit(path: string): Promise<{ status: number; html: string }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER } }))
  return { status: response.status, html: await response.text() }
}

async function preview(path: string): Promise<{ status: number; html: string }> {
  const source = contentSource(env)
  const url = await signedEditorUrl(`${ORIGIN}${path}`, {
    spaceId: source.spaceId,
    timestamp: Math.floor(Date.now() / 1000),
    previewToken: source.previewToken,
  })
  return visit(url.pathname + url.search)
}

/** A page whose title is empty, whose first section head says `title_is_big: 'yes'`, and whose body ends with a blok the site does not know. */
async function breakPage(fullSlug: string): Promise<void> {
  const story = (await drafts.get(`cdn/stories/${fullSlug}`, { version: 'draft' })).data.story as Story
  const body = [...(story.content.body as Blok[])]
  body[0] = { ...body[0], title_is_big: 'yes' } as Blok
  body.push({ _uid: 'legacy-1', component: 'legacy_slider', slides: [] })
  await service.control('save', { full_slug: fullSlug, content: { ...story.content, title: '', body } })
}

const notices = (html: string) => [...html.matchAll(/<p class="blok-notice" role="note">(.*?)<\/p>/g)].map((match) => match[1]?.replace(/<!-- -->/g, ''))

describe('a page that breaks the content model', () => {
  it('shows the editor a notice at each broken blok in the preview, in the page’s language', async () => {
    await breakPage('en/pages/for-shippers')
    const { status, html } = await preview('/for-shippers')
    expect(status).toBe(200)
    expect(notices(html)).toEqual(['Field “title” is missing', 'Field “title_is_big” has the wrong type', 'This block is not supported by the site'])
    const german = (await drafts.get('cdn/stories', { version: 'draft', starts_with: 'de/pages/', per_page: 1 })).data.stories[0] as Story
    await breakPage(german.full_slug)
    const inGerman = await preview(`/de/${german.slug}`)
    expect(inGerman.status).toBe(200)
    expect(notices(inGerman.html)).toEqual([
      'Das Feld „title“ fehlt',
      'Das Feld „title_is_big“ hat den falschen Typ',
      'Dieser Block wird von der Website nicht unterstützt',
    ])
  })

  it('lists the settings’ broken bloks in the preview, named by the fields that lead to them', async () => {
    const settings = (await drafts.get('cdn/stories/en/_settings', { version: 'draft' })).data.story as Story
    const items = [...(settings.content.header_items as Blok[]), { _uid: 'mega-1', component: 'mega_menu' }]
    await service.control('save', { full_slug: 'en/_settings', content: { ...settings.content, header_items: items, topnotification_enabled: 'yes' } })
    const { status, html } = await preview('/about')
    expect(status).toBe(200)
    expect(notices(html)).toEqual([
      'settings: Field “topnotification_enabled” has the wrong type',
      'header_items › mega_menu: This block is not supported by the site',
    ])
    expect((await visit('/about')).html).not.toContain('blok-notice')
  })

  it('is served to visitors as always, with no notice, once published', async () => {
    await breakPage('en/pages/for-shippers')
    await service.control('publish', { full_slug: 'en/pages/for-shippers' })
    await clearContentCache()
    const { status, html } = await visit('/for-shippers')
    expect(status).toBe(200)
    expect(html).not.toContain('blok-notice')
    expect(html).not.toContain('not supported')
    expect(html).toContain('<title>For shippers')
  })
})
