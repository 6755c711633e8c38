import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const CDN = `${demoSpace.assetCdnOrigin}/`
const LOCAL_ASSET = new RegExp(`^${service.origin.replace(/\./g, '\\.')}/f/${demoSpace.id}/(\\d+x\\d+|x)/[0-9a-f]{10}/[a-z0-9-]+\\.(jpg|svg|pdf)$`)

/** Every string inside a value, depth first. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).flatMap(strings)
}
/** The width and height the root element of an SVG declares. */
const svgSize = (svg: string): { width: number; height: number } | null => {
  const match = /^<svg [^>]*?width="(\d+)" height="(\d+)"/.exec(svg)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}
const assetUrls = (value: unknown): string[] => strings(value).filter((text) => text.startsWith(`${service.origin}/f/`))

/** Asset URLs (on the service) of the showcase's 1200x800 photo, an author's 400x400 portrait, the logo and a report PDF. */
let photo = ''
let portrait = ''
let logo = ''
let pdf = ''

beforeAll(async () => {
  await service.reset()
  const client = service.client()
  const showcase = assetUrls((await client.getStory('en/blog/rich-text-showcase')).data.story)
  photo = showcase.find((url) => url.endsWith('/showcase-warehouse.jpg'))!
  pdf = showcase.find((url) => url.endsWith('.pdf'))!
  portrait = assetUrls((await client.getStories({ starts_with: 'en/authors/', per_page: 1 })).data.stories).find((url) => url.includes('/400x400/'))!
  logo = assetUrls((await client.getStory('en/_settings')).data.story).find((url) => url.endsWith('.svg') && url.includes('/126x32/'))!
})

beforeEach(async () => {
  await service.reset()
})

describe('asset URLs in API answers', () => {
  it('point at the service instead of a.storyblok.com, in every string field', async () => {
    const { data } = await service.client().getStory('en/blog/rich-text-showcase', { resolve_links: 'url' })
    const texts = strings(data)
    expect(texts.filter((text) => text.includes('a.storyblok.com'))).toEqual([])
    const urls = assetUrls(data)
    expect(urls.length).toBeGreaterThan(2)
    for (const url of urls) expect(url).toMatch(LOCAL_ASSET)
    const content = JSON.stringify(data.story.content)
    expect(content).toContain(`"src":"${photo}"`)
    expect(content).toContain(`"href":"${pdf}"`)
  })

  it('are rewritten in lists, drafts and resolved relations too', async () => {
    const { data } = await service.client(demoSpace.previewToken).getStories({
      version: 'draft',
      starts_with: 'en/blog/',
      content_type: 'blog_post',
      per_page: 5,
      resolve_relations: 'blog_post.author',
    })
    expect(strings(data).filter((text) => text.startsWith(CDN))).toEqual([])
    for (const story of data.stories) expect(story.content.image.filename).toMatch(LOCAL_ASSET)
    expect(data.rels.length).toBeGreaterThan(0)
    for (const author of data.rels) expect(author.content.avatar.filename).toMatch(LOCAL_ASSET)
  })

  it('are stored as Storyblok asset URLs: filters see the committed data', async () => {
    const { data } = await service.client().getStories({
      starts_with: 'en/case/',
      filter_query: { 'image.filename': { like: `${CDN}f/${demoSpace.id}/1200x800/*` } },
    })
    expect(data.stories.length).toBeGreaterThan(0)
    for (const story of data.stories) expect(story.content.image.filename).toMatch(LOCAL_ASSET)
  })
})

describe('original assets', () => {
  it('serves an image as an SVG placeholder of its size, cached like a CDN, with CORS', async () => {
    const response = await service.get(photo.slice(service.origin.length))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const svg = await response.text()
    expect(svgSize(svg)).toEqual({ width: 1200, height: 800 })
    expect(svg).toContain('showcase-warehouse.jpg')
  })

  it('draws the same asset the same way every time, and different assets differently', async () => {
    const first = await (await fetch(photo)).text()
    expect(await (await fetch(photo)).text()).toBe(first)
    const [other] = assetUrls((await service.client().getStories({ starts_with: 'en/case/', content_type: 'case_study', per_page: 1 })).data.stories)
    expect(other).toMatch(/\/1200x800\//)
    const otherSvg = await (await fetch(other!)).text()
    expect(svgSize(otherSvg)).toEqual({ width: 1200, height: 800 })
    expect(otherSvg).not.toBe(first)
  })

  it('serves an SVG asset as a small SVG of its size, also through the image service', async () => {
    const response = await fetch(logo)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svgSize(svg)).toEqual({ width: 126, height: 32 })
    expect(svg.length).toBeLessThan(2000)
    expect(await (await fetch(`${logo}/m/252x0/filters:quality(80)`)).text()).toBe(svg)
  })

  it('serves a report as a small valid PDF', async () => {
    const response = await fetch(pdf)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000')
    const text = new TextDecoder().decode(await response.arrayBuffer())
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    const xref = Number(/startxref\n(\d+)\n/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/(\d{10}) 00000 n /g)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })
})

describe('image service', () => {
  it.each([
    ['/m/', 1200, 800],
    ['/m/0x0', 1200, 800],
    ['/m/600x0', 600, 400],
    ['/m/0x200', 300, 200],
    ['/m/640x360/filters:quality(80)', 640, 360],
    ['/m/2400x1600/filters:format(webp):quality(80)', 2400, 1600],
    ['/m/200x5000', 200, 4000],
    ['/m/5000x0', 4000, 2667],
    ['/m/fit-in/300x300', 300, 200],
    ['/m/fit-in/300x300/filters:fill(ffffff)', 300, 300],
    ['/m/fit-in/0x100/filters:fill(transparent):format(png)', 150, 100],
    ['/m/fit-in/2400x2400', 1200, 800],
    ['/m/600x0/filters:rotate(90)', 400, 600],
    ['/m/600x0/filters:rotate(180):blur(10)', 600, 400],
    ['/m/20x0/filters:blur(2):quality(20)', 20, 13],
  ])('%s of a 1200x800 image is %i x %i', async (operations, width, height) => {
    const response = await fetch(`${photo}${operations}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(svgSize(await response.text())).toEqual({ width, height })
  })

  it('resizes a square portrait', async () => {
    expect(svgSize(await (await fetch(`${portrait}/m/96x96/filters:quality(80)`)).text())).toEqual({ width: 96, height: 96 })
  })

  it('fills the padding of fit-in with the fill colour', async () => {
    expect(await (await fetch(`${photo}/m/fit-in/300x300/filters:fill(ccddee)`)).text()).toContain('fill="#ccddee"')
  })
})

describe('unknown assets', () => {
  it.each([
    ['an unknown hash', () => photo.replace(/\/[0-9a-f]{10}\//, '/0000000000/')],
    ['another space', () => photo.replace(`/f/${demoSpace.id}/`, '/f/100002/')],
    ['another size', () => photo.replace('/1200x800/', '/1200x801/')],
    ['an unknown operation', () => `${photo}/m/smart`],
    ['a crop', () => `${photo}/m/10x10:100x100/`],
    ['malformed filters', () => `${photo}/m/600x0/filters:quality(80`],
    ['the image service on a PDF', () => `${pdf}/m/`],
    ['a path that is no asset', () => `${service.origin}/f/${demoSpace.id}/`],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await fetch(url())
    expect(response.status).toBe(404)
    await response.body?.cancel()
  })

  it('answers only GET and HEAD', async () => {
    expect((await fetch(photo, { method: 'POST' })).status).toBe(404)
    const head = await fetch(photo, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('the asset CDN is not the API', () => {
  it('is neither failed by faults nor logged', async () => {
    await service.faults({ fail5xxNext: 1 })
    expect((await fetch(photo)).status).toBe(200)
    expect((await service.get('/v2/cdn/spaces/me?token=local-public-demo-token')).status).toBe(503)
    expect(await service.requests('/f/')).toEqual([])
  })
})

describe('private assets (gated reports)', () => {
  const assetsMe = (filename: string, token: string) => service.get(`/v2/cdn/assets/me?${new URLSearchParams({ filename, token })}`)

  it('are 403 at their URL and readable through the signed_url of cdn/assets/me with the asset token only', async () => {
    const client = service.client()
    const gated = (await client.get('cdn/stories', { starts_with: 'en/reports/', 'filter_query[gated][is]': 'true', per_page: 1 } as Record<string, unknown>))
      .data.stories[0]
    const file = (gated.content.file as { filename: string }).filename
    expect((await fetch(file)).status).toBe(403)
    expect((await assetsMe(file, demoSpace.publicToken)).status).toBe(401)
    const answer = await assetsMe(file, demoSpace.assetToken)
    expect(answer.status).toBe(200)
    const { asset } = (await answer.json()) as { asset: { signed_url: string; is_private: boolean; content_type: string; content_length: number } }
    expect(asset).toMatchObject({ is_private: true, content_type: 'application/pdf' })
    const pdf = await fetch(asset.signed_url)
    expect(pdf.status).toBe(200)
    expect((await pdf.arrayBuffer()).byteLength).toBe(asset.content_length)
    const altered = new URL(asset.signed_url)
    altered.searchParams.set('expires', String(Number(altered.searchParams.get('expires')) + 1))
    expect((await fetch(altered)).status).toBe(403)
    expect((await assetsMe(`${service.origin}/f/${demoSpace.id}/x/0000000000/nothing.pdf`, demoSpace.assetToken)).status).toBe(404)
  })
})
