import { env, exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Blok, Story } from '../../shared/content/storyblok'
import { contentSource } from '../content/contentSource'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
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

async function visit(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER, ...headers } }))
  return { status: response.status, html: await response.text() }
}

async function preview(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const source = contentSource(env)
  const url = await signedEditorUrl(`${ORIGIN}${path}`, {
    spaceId: source.spaceId,
    timestamp: Math.floor(Date.now() / 1000),
    previewToken: source.previewToken,
  })
  return visit(url.pathname + url.search, headers)
}

/** A page whose title is empty, whose first section head says `title_is_big: 'yes'`, and whose body ends with a blok the site does not know. */
async function breakPage(fullSlug: string): Promise<void> {
  const story = (await drafts.get(`cdn/stories/${fullSlug}`, { version: 'draft' })).data.story as Story
  const body = [...(story.content.body as Blok[])]
  body[0] = { ...body[0], title_is_big: 'yes' } as Blok
  body.push({ _uid: 'legacy-1', component: 'legacy_slider', slides: [] })
  await service.control('save', { full_slug: fullSlug, content: { ...story.content, title: '', body } })
}

type Json = Record<string, unknown>

/** Saves a story's draft with its content changed, as an editor's Save would (the service's control API checks no model). */
async function edit(fullSlug: string, change: (content: Json) => Json): Promise<void> {
  const story = (await drafts.get(`cdn/stories/${fullSlug}`, { version: 'draft' })).data.story as Story
  await service.control('save', { full_slug: fullSlug, content: change(story.content as Json) })
}

/** Publishes a story's draft; the next visit reads it. */
async function publish(fullSlug: string): Promise<{ id: number; published_at: string }> {
  const { story } = await service.control<{ story: { id: number; published_at: string } }>('publish', { full_slug: fullSlug })
  await clearContentCache()
  return story
}

const notices = (html: string) => [...html.matchAll(/<p class="blok-notice" role="note"[^>]*>(.*?)<\/p>/g)].map((match) => match[1]?.replace(/<!-- -->/g, ''))

describe('a page that breaks the content model', () => {
  it('shows the editor a notice at each broken blok in the preview, in the page’s language', async () => {
    await breakPage('en/pages/for-shippers')
    const { status, html } = await preview('/for-shippers')
    expect(status).toBe(200)
    expect(notices(html)).toEqual([
      'Field “Title” is missing',
      'Field “Big title” has the wrong type',
      'The block “legacy_slider” is not part of the content model: the site cannot show it',
    ])
    const german = (await drafts.get('cdn/stories', { version: 'draft', starts_with: 'de/pages/', per_page: 1 })).data.stories[0] as Story
    await breakPage(german.full_slug)
    const inGerman = await preview(`/de/${german.slug}`)
    expect(inGerman.status).toBe(200)
    expect(notices(inGerman.html)).toEqual([
      'Das Feld „Title“ fehlt',
      'Das Feld „Big title“ hat den falschen Typ',
      'Der Block „legacy_slider“ gehört nicht zum Inhaltsmodell: Die Website kann ihn nicht anzeigen',
    ])
  })

  it('speaks the editor’s browser language where the site speaks it, whatever the page’s, with the fields named as the form names them', async () => {
    const german = (await drafts.get('cdn/stories', { version: 'draft', starts_with: 'de/pages/', per_page: 1 })).data.stories[0] as Story
    await breakPage(german.full_slug)
    const { html } = await preview(`/de/${german.slug}`, { 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' })
    expect(notices(html)).toEqual([
      'Field “Title” is missing',
      'Field “Big title” has the wrong type',
      'The block “legacy_slider” is not part of the content model: the site cannot show it',
    ])
    // The page itself stays German.
    expect(html).toContain('<html lang="de"')
    const inFrench = await preview(`/de/${german.slug}`, { 'accept-language': 'ja, fr-CH;q=0.7' })
    expect(notices(inFrench.html)[0]).toBe('Le champ « Title » est manquant')
  })

  it('lists the settings’ broken bloks in the preview, named by the fields that lead to them', async () => {
    const settings = (await drafts.get('cdn/stories/en/_settings', { version: 'draft' })).data.story as Story
    const items = [...(settings.content.header_items as Blok[]), { _uid: 'mega-1', component: 'mega_menu' }]
    await service.control('save', { full_slug: 'en/_settings', content: { ...settings.content, header_items: items, topnotification_enabled: 'yes' } })
    const { status, html } = await preview('/about')
    expect(status).toBe(200)
    expect(notices(html)).toEqual([
      'Site settings: Field “Show the banner” has the wrong type',
      'Navigation › mega_menu: The block “mega_menu” is not part of the content model: the site cannot show it',
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
    // The unknown blok leaves no element behind, not even an empty one.
    expect(html).not.toContain('legacy')
    expect(html).not.toMatch(/<div class="page-bloks__[^"]*"><\/div>/)
  })

  it('gives visitors no element for a settings blok the shell cannot show', async () => {
    const settings = (await drafts.get('cdn/stories/en/_settings', { version: 'draft' })).data.story as Story
    const items = [...(settings.content.header_items as Blok[]), { _uid: 'mega-1', component: 'mega_menu', title: 'Everything' }]
    await service.control('save', { full_slug: 'en/_settings', content: { ...settings.content, header_items: items } })
    await publish('en/_settings')
    const { status, html } = await visit('/about')
    expect(status).toBe(200)
    expect(html).not.toContain('mega_menu')
    expect(html).not.toContain('Everything')
  })
})

const BLOG_POST = 'en/blog/road-freight-capacity-what-shippers-need-to-know'
const BLOG_PATH = '/blog/road-freight-capacity-what-shippers-need-to-know'
const articleHeader = (html: string) => /<header class="article__header">.*?<\/header>/s.exec(html)?.[0] ?? ''

describe('content that breaks the model’s rules', () => {
  it('a block of the model where its place takes no such block: a notice that names it and says it is not allowed here', async () => {
    const button = {
      _uid: 'stray-button',
      component: 'button',
      title: 'Call us',
      link: { fieldtype: 'multilink', linktype: 'url', id: '', url: '/contact', cached_url: '/contact' },
    }
    await edit('en/pages/for-shippers', (content) => ({ ...content, body: [...(content.body as Blok[]), button] }))
    expect(notices((await preview('/for-shippers')).html)).toEqual(['The block “Button” is not allowed here: visitors do not see it'])
    await edit('de/pages/for-shippers', (content) => ({ ...content, body: [...(content.body as Blok[]), button] }))
    expect(notices((await preview('/de/for-shippers')).html)).toEqual(['Der Block „Button“ ist hier nicht erlaubt: Besucher sehen ihn nicht'])
  })

  it('a malformed date: a notice in the preview; visitors see the article without any date', async () => {
    expect(articleHeader((await visit(BLOG_PATH)).html)).toContain('<time')
    await edit(BLOG_POST, (content) => ({ ...content, date: 'next tuesday' }))
    const { status, html } = await preview(BLOG_PATH)
    expect(status).toBe(200)
    expect(notices(html)).toEqual(['Field “Publication date” is not a valid date'])
    await publish(BLOG_POST)
    const visitor = await visit(BLOG_PATH)
    expect(visitor.status).toBe(200)
    expect(articleHeader(visitor.html)).not.toBe('')
    expect(articleHeader(visitor.html)).not.toContain('<time')
    expect(visitor.html).not.toContain('next tuesday')
    expect(visitor.html).not.toContain('blok-notice')
  })

  it('a quote without its text: a notice in the preview; left out for visitors', async () => {
    const quote = { _uid: 'quote-empty', component: 'TextContentQuote', quote: '', author: 'Ana Ruiz', role: 'COO' }
    await edit(BLOG_POST, (content) => {
      const body = content.body as { type: string; content: unknown[] }
      return { ...content, body: { ...body, content: [{ type: 'blok', attrs: { id: 'quote-node', body: [quote] } }, ...body.content] } }
    })
    const { html } = await preview(BLOG_PATH)
    expect(notices(html)).toEqual(['Field “Quote” is missing'])
    // The notice stands in for the quote: a click on it selects the quote in the editor.
    expect(html).toMatch(/<p class="blok-notice" role="note" data-blok-c="[^"]*" data-blok-uid="[^"]*-quote-empty">/)
    // The page as rendered (the preview state after it carries the story as it is).
    expect(html.split('id="preview-state"')[0]).not.toContain('Ana Ruiz')
    await publish(BLOG_POST)
    const visitor = await visit(BLOG_PATH)
    expect(visitor.status).toBe(200)
    expect(visitor.html).not.toContain('Ana Ruiz')
    expect(visitor.html).not.toContain('tc-quote')
    expect(visitor.html).not.toContain('<blockquote><p></p></blockquote>')
  })

  it('a malformed end date of a job opening: the preview marks it hidden, with why, as visitors do not get it; its address is closed (410), not a way to a missing anchor', async () => {
    const opening = '/open-positions/senior-backend-engineer'
    expect((await visit('/open-positions')).html).toContain('id="senior-backend-engineer"')
    await edit('en/open-positions/senior-backend-engineer', (content) => ({ ...content, valid_through: '2024-02-31 10:00' }))
    const { status, html } = await preview('/open-positions')
    expect(status).toBe(200)
    expect(notices(html)).toEqual(['Field “Open until” is not a valid date'])
    const section = /<section id="senior-backend-engineer".*?<\/section>/s.exec(html)?.[0] ?? ''
    expect(section).toMatch(
      /<p class="story-marks"><span class="story-mark">Hidden<\/span> (<!-- -->)?visitors do not see it while “Open until” holds no date<\/p>/,
    )
    expect(section).toContain('<p class="blok-notice"')

    await publish('en/open-positions/senior-backend-engineer')
    expect((await visit('/open-positions')).html).not.toContain('id="senior-backend-engineer"')
    const address = await visit(opening)
    expect(address.status).toBe(410)
  })

  it('a category outside its datasource: a notice in the preview', async () => {
    await edit(BLOG_POST, (content) => ({ ...content, category: 'gossip' }))
    expect(notices((await preview(BLOG_PATH)).html)).toEqual(['“gossip” is not an option of field “Category”'])
  })

  it('an unknown blok, an option outside its list, a link and a file of kinds their fields do not take: notices in place; visitors lose only the unknown blok', async () => {
    const link = { fieldtype: 'multilink', linktype: 'asset', id: '', url: 'https://a.storyblok.com/f/100001/x/price-list.pdf', cached_url: '' }
    const button = { _uid: 'button-1', component: 'button', title: 'Price list', style: 'purple', link }
    const image = { fieldtype: 'asset', id: 1, alt: 'Prices', filename: 'https://a.storyblok.com/f/100001/x/price-list.pdf' }
    const box = { _uid: 'box-1', component: 'cta_box', title: 'Talk to sales', image, links: [button] }
    const promo = { _uid: 'promo-1', component: 'promo_banner', headline: 'Spring sale' }
    await edit('en/pages/for-shippers', (content) => ({ ...content, body: [...(content.body as Blok[]), promo, box] }))
    const { html } = await preview('/for-shippers')
    expect(notices(html)).toEqual([
      'The block “promo_banner” is not part of the content model: the site cannot show it',
      'Field “Picture” holds a kind of file it does not take',
      'Buttons › Button: Field “Link” holds a kind of link it does not take. “purple” is not an option of field “Style”',
    ])
    await publish('en/pages/for-shippers')
    const visitor = await visit('/for-shippers')
    expect(visitor.status).toBe(200)
    expect(visitor.html).not.toContain('promo_banner')
    expect(visitor.html).not.toContain('Spring sale')
    expect(visitor.html).toContain('Talk to sales')
    expect(visitor.html).not.toContain('blok-notice')
  })
})

describe('the worker’s log of content that breaks the model', () => {
  const logged = (warn: ReturnType<typeof vi.spyOn>) =>
    warn.mock.calls.flatMap((args: unknown[]) => {
      try {
        const line = JSON.parse(String(args[0])) as Json
        return line.message === 'content breaks the model' ? [line] : []
      } catch {
        return []
      }
    })

  it('logs a blok that its rich text field does not take, which visitors never see, as not allowed there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const head = { _uid: 'head-in-text', component: 'section_head', title: 'A heading the text does not take' }
      await edit(BLOG_POST, (content) => {
        const body = content.body as { type: string; content: unknown[] }
        return { ...content, body: { ...body, content: [{ type: 'blok', attrs: { id: 'head-node', body: [head] } }, ...body.content] } }
      })
      const story = await publish(BLOG_POST)
      const visitor = await visit(BLOG_PATH)
      expect(visitor.status).toBe(200)
      expect(visitor.html).not.toContain('A heading the text does not take')
      expect(logged(warn)).toEqual([
        {
          level: 'warn',
          message: 'content breaks the model',
          story: story.id,
          slug: BLOG_POST,
          version: story.published_at,
          path: 'content.body.content.0.attrs.body.0',
          component: 'section_head',
          problems: ['notAllowed'],
        },
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('a button in a section head’s text, which takes no blok: left out for visitors, a notice in the preview, one log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const button = { _uid: 'button-in-head', component: 'TextContentButton', title: 'Book a slot now', link: { linktype: 'url', url: 'https://example.com' } }
      await edit('en/pages/for-shippers', (content) => {
        const [head, ...rest] = content.body as Json[]
        const text = head!.richtext as { type: string; content: unknown[] }
        const withButton = { ...text, content: [...text.content, { type: 'blok', attrs: { id: 'button-node', body: [button] } }] }
        return { ...content, body: [{ ...head, richtext: withButton }, ...rest] }
      })
      const draft = await preview('/for-shippers')
      expect(notices(draft.html)).toHaveLength(1)
      expect(draft.html.split('id="preview-state"')[0]).not.toContain('Book a slot now')
      const story = await publish('en/pages/for-shippers')
      const visitor = await visit('/for-shippers')
      expect(visitor.status).toBe(200)
      expect(visitor.html).toContain('Capacity you can count on')
      expect(visitor.html).not.toContain('Book a slot now')
      expect(logged(warn)).toEqual([
        expect.objectContaining({
          story: story.id,
          path: 'content.body.0.richtext.content.1.attrs.body.0',
          component: 'TextContentButton',
          problems: ['notAllowed'],
        }),
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('has one line per broken blok and story version, however often the page renders; previews log nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await edit('en/pages/for-shippers', (content) => ({ ...content, body: [...(content.body as Blok[]), { _uid: 'promo-1', component: 'promo_banner' }] }))
      expect((await preview('/for-shippers')).status).toBe(200)
      expect(logged(warn)).toEqual([])
      const first = await publish('en/pages/for-shippers')
      for (let render = 0; render < 3; render++) {
        expect((await visit('/for-shippers')).status).toBe(200)
        // Forget the page and its content: the next visit reads and renders it again.
        await clearContentCache()
      }
      const line = { level: 'warn', message: 'content breaks the model', story: first.id, slug: 'en/pages/for-shippers', path: 'content.body.2' }
      expect(logged(warn)).toEqual([{ ...line, version: first.published_at, component: 'promo_banner', problems: ['unknown'] }])
      const second = await publish('en/pages/for-shippers')
      expect(second.published_at).not.toBe(first.published_at)
      await visit('/for-shippers')
      await visit('/for-shippers')
      expect(logged(warn)).toEqual([
        { ...line, version: first.published_at, component: 'promo_banner', problems: ['unknown'] },
        { ...line, version: second.published_at, component: 'promo_banner', problems: ['unknown'] },
      ])
    } finally {
      warn.mockRestore()
    }
  })
})
