import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../i18n/messages/catalogue'
import type { PageOutline } from './PageOutline'
import { onceEach, readLinkedPages, type PageAnswer } from './readLinkedPages'
import type { SeoProblem } from './SeoProblem'
import { seoProblemText } from './seoProblemText'
import { linkedPaths, seoProblems } from './seoProblems'

const ORIGIN = 'https://www.example.com'
const TITLE = 'Road freight capacity in Europe'
const DESCRIPTION = 'What shippers need to know about road freight capacity on European routes.'

/** A page that breaks no rule: a good title and description, and nothing else. */
function page(path: string, parts: Partial<PageOutline> = {}): PageOutline {
  return { path, title: TITLE, description: DESCRIPTION, links: [], ids: [], images: [], alternates: [], ...parts }
}

const links = (...hrefs: string[]) => hrefs.map((href) => ({ href }))

/** The site as a map of answers, read through the same reader the worker and the report use. */
async function check(checked: PageOutline, site: Record<string, PageAnswer>): Promise<SeoProblem[]> {
  const load = onceEach(async (path) => site[path] ?? { status: 404, location: null, outline: null }, 4)
  return seoProblems(checked, await readLinkedPages(linkedPaths(checked, ORIGIN), load, ORIGIN), ORIGIN)
}

const ok = (outline: PageOutline): PageAnswer => ({ status: 200, location: null, outline })
const redirect = (location: string): PageAnswer => ({ status: 301, location, outline: null })

describe('internal links', () => {
  it('finds a link to a page that does not exist, and one whose redirect ends at one; each address once', async () => {
    const checked = page('/blog/a', { links: links('/about', '/gone', '/gone', 'https://www.example.com/moved', '/broken') })
    const site = { '/about': ok(page('/about')), '/moved': redirect('/also-gone'), '/broken': { status: 500, location: null, outline: null } }
    expect(await check(checked, site)).toEqual([
      { kind: 'brokenLink', href: '/gone', status: 404 },
      { kind: 'brokenLink', href: 'https://www.example.com/moved', status: 404 },
      { kind: 'brokenLink', href: '/broken', status: 500 },
    ])
  })

  it('follows redirects to a page that answers, and leaves alone what is not this site’s page to read', async () => {
    const checked = page('/blog/a', {
      links: links('/en/about', 'https://elsewhere.example/x', 'mailto:a@b.example', 'tel:+4930123', '/de?set-language=de#no-translation', '/out'),
    })
    const site = { '/en/about': redirect('/about'), '/about': ok(page('/about')), '/out': redirect('https://elsewhere.example/') }
    expect(await check(checked, site)).toEqual([])
  })

  it('finds a place (#anchor) missing on the page itself or on the page it links, but not the cookie settings the footer opens', async () => {
    const checked = page('/blog/a', {
      ids: ['main', 'why'],
      links: links('#why', '#nowhere', '/about#team', '/about#board', '#cookie-settings', '/blog/a#why'),
    })
    const site = { '/about': ok(page('/about', { ids: ['team'] })) }
    expect(await check(checked, site)).toEqual([
      { kind: 'missingAnchor', href: '#nowhere', anchor: 'nowhere' },
      { kind: 'missingAnchor', href: '/about#board', anchor: 'board' },
    ])
  })

  it('reads an anchor as the browser does: percent-encoded, and on the page a redirect leads to', async () => {
    const checked = page('/blog/a', { links: links('/en/about#f%C3%BCr-uns', '/en/about#fehlt') })
    const site = { '/en/about': redirect('/about'), '/about': ok(page('/about', { ids: ['für-uns'] })) }
    expect(await check(checked, site)).toEqual([{ kind: 'missingAnchor', href: '/en/about#fehlt', anchor: 'fehlt' }])
  })
})

describe('translations (hreflang)', () => {
  const alternates = [
    { hreflang: 'en', href: `${ORIGIN}/about` },
    { hreflang: 'de', href: `${ORIGIN}/de/about` },
    { hreflang: 'fr', href: `${ORIGIN}/fr/about` },
    { hreflang: 'x-default', href: `${ORIGIN}/about` },
  ]

  it('finds a translation that does not name this page back, or does not answer', async () => {
    const checked = page('/about', { alternates })
    const site = { '/de/about': ok(page('/de/about', { alternates: alternates.filter((alternate) => alternate.hreflang !== 'en') })) }
    expect(await check(checked, site)).toEqual([
      { kind: 'hreflangNoReturn', hreflang: 'de', href: `${ORIGIN}/de/about` },
      { kind: 'hreflangNoReturn', hreflang: 'fr', href: `${ORIGIN}/fr/about` },
    ])
  })

  it('is content when every translation names it back', async () => {
    const site = { '/de/about': ok(page('/de/about', { alternates })), '/fr/about': ok(page('/fr/about', { alternates })) }
    expect(await check(page('/about', { alternates }), site)).toEqual([])
  })
})

describe('images', () => {
  it('finds an image without alt text, named by its file, once; an image with alt text is fine', async () => {
    const truck = 'https://a.storyblok.com/f/100001/1200x800/abc/truck%20yard.jpg/m/768x512/filters:quality(80)'
    const checked = page('/about', {
      images: [
        { src: truck, alt: '' },
        { src: truck, alt: '  ' },
        { src: '/logo.svg', alt: 'Freight' },
      ],
    })
    expect(await check(checked, {})).toEqual([{ kind: 'imageWithoutAlt', src: truck, file: 'truck yard.jpg' }])
  })

  it('names a file by the last part of its address', async () => {
    const images = ['https://cdn.example/img/photo.png?w=300', '/favicon.svg'].map((src) => ({ src, alt: '' }))
    expect((await check(page('/about', { images }), {})).map((problem) => problem.kind === 'imageWithoutAlt' && problem.file)).toEqual([
      'photo.png',
      'favicon.svg',
    ])
  })
})

describe('title and description', () => {
  const chars = (count: number) => 'x'.repeat(count)

  it('keeps the title to what search results show (1–60 characters) and the description to 50–160', async () => {
    expect(await check(page('/a', { title: chars(60), description: chars(50) }), {})).toEqual([])
    expect(await check(page('/a', { title: chars(61), description: chars(160) }), {})).toEqual([{ kind: 'titleLength', length: 61, min: 1, max: 60 }])
    expect(await check(page('/a', { title: '', description: chars(49) }), {})).toEqual([
      { kind: 'titleLength', length: 0, min: 1, max: 60 },
      { kind: 'descriptionLength', length: 49, min: 50, max: 160 },
    ])
    expect(await check(page('/a', { description: chars(161) }), {})).toEqual([{ kind: 'descriptionLength', length: 161, min: 50, max: 160 }])
  })

  it('counts characters as readers do: letters beyond the basic plane once, runs of spaces as one', async () => {
    const title = `${'😀'.repeat(30)}   ${'é'.repeat(29)}`
    expect(await check(page('/a', { title }), {})).toEqual([])
  })
})

describe('reading the linked pages', () => {
  it('names each page to read once, without fragments, the page itself or other sites', () => {
    const checked = page('/about', {
      links: links('/blog', '/blog#top', '#main', '/about#team', 'https://elsewhere.example/', '/blog?page=2'),
      alternates: [{ hreflang: 'de', href: `${ORIGIN}/de/about` }],
    })
    expect(linkedPaths(checked, ORIGIN)).toEqual(['/blog', '/blog?page=2', '/de/about'])
  })

  it('reads each page once, however many pages link it, and no more at a time than asked', async () => {
    const reads: string[] = []
    let running = 0
    let most = 0
    const load = onceEach(async (path) => {
      reads.push(path)
      most = Math.max(most, ++running)
      await Promise.resolve()
      running--
      return ok(page(path))
    }, 2)
    const paths = ['/a', '/b', '/c', '/d', '/e']
    await Promise.all([readLinkedPages(paths, load, ORIGIN), readLinkedPages(paths, load, ORIGIN)])
    expect(reads.sort()).toEqual(paths)
    expect(most).toBe(2)
  })

  it('counts a page that could not be read, and a redirect loop, as not answering', async () => {
    const load = onceEach(async (path) => (path === '/loop' ? redirect('/loop') : Promise.reject(new Error('offline'))), 2)
    const linked = await readLinkedPages(['/loop', '/down'], load, ORIGIN)
    expect([...linked.values()].map((target) => target.status)).toEqual([0, 0])
  })
})

describe('the problems in words', () => {
  it('names each problem concretely: the address, the anchor, the file, the length and its bound', () => {
    const text = CATALOGUE.en.editor
    const words = (problem: SeoProblem) => seoProblemText(text, problem)
    expect(words({ kind: 'brokenLink', href: '/gone', status: 404 })).toBe('The link “/gone” leads to no page (it answers 404)')
    expect(words({ kind: 'missingAnchor', href: '/about#board', anchor: 'board' })).toBe(
      'The link “/about#board” leads to “#board”, which its page does not have',
    )
    expect(words({ kind: 'hreflangNoReturn', hreflang: 'de', href: '/de/about' })).toBe('The de version “/de/about” does not link back to this page')
    expect(words({ kind: 'imageWithoutAlt', src: '/x/truck.jpg', file: 'truck.jpg' })).toBe('Image “truck.jpg” has no alt text')
    expect(words({ kind: 'titleLength', length: 76, min: 1, max: 60 })).toBe('The title has 76 characters; search results show only about 60')
    expect(words({ kind: 'descriptionLength', length: 33, min: 50, max: 160 })).toBe('The description has 33 characters; search results need at least 50')
  })
})
