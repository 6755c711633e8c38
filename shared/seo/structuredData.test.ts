import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { languageConfig } from '../../worker/config/languageConfig'
import { LISTED_ONLY } from '../../worker/content/listedOnly'
import type { Story } from '../content/storyblok'
import { SECTIONS } from '../sections/sections'
import { READER_EXPECTATIONS } from '../../tests/support/readerExpectations'

type Node = Record<string, unknown>

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/
const ARTICLE_TYPES = ['Article', 'BlogPosting', 'NewsArticle', 'TechArticle', 'Report']
/** Google shows at most this much of an article headline. */
const MAX_HEADLINE = 110
/** How a case names a page without an article node. */
const NO_ARTICLE = 'page (no article)'
/** Every content type of the sections that has a page of its own, with the section that shows it. */
const WITH_PAGES = SECTIONS.flatMap((section) => section.types.filter((type) => type.pageKind).map((type) => ({ section, component: type.component })))
/** Each test renders a page; generous on a machine shared with other work. */
const PAGE_TEST_TIMEOUT_MS = 30_000

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

function isUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)
}

function text(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/** A person or organization: named, or a reference to a node of the page. */
function party(value: unknown, ids: Set<string>): boolean {
  const node = value as Node | undefined
  return !!node && (text(node.name) || (typeof node['@id'] === 'string' && ids.has(node['@id'])))
}

/**
 * What Google's rich results need of each type (its structured data guidelines: required
 * properties, and for Article, which has none required, the recommended ones the content has).
 * Returns the problems found.
 */
function problems(node: Node, ids: Set<string>): string[] {
  const found: string[] = []
  const need = (ok: boolean, what: string) => void (ok || found.push(`${String(node['@type'])}: ${what}`))
  need(node['@context'] === 'https://schema.org', '@context is https://schema.org')
  const type = String(node['@type'])
  if (ARTICLE_TYPES.includes(type)) {
    need(text(node.headline) && String(node.headline).length <= MAX_HEADLINE, 'headline of at most 110 characters')
    need(party(node.author, ids), 'author')
    need(party(node.publisher, ids), 'publisher')
    need(node.datePublished === undefined || ISO_DATE.test(String(node.datePublished)), 'datePublished in ISO 8601')
    need(node.dateModified === undefined || ISO_DATE.test(String(node.dateModified)), 'dateModified in ISO 8601')
    need(node.image === undefined || (Array.isArray(node.image) && node.image.every(isUrl)), 'image URLs')
    need(isUrl(node.mainEntityOfPage), 'mainEntityOfPage')
  } else if (type === 'Event') {
    need(text(node.name), 'name')
    need(ISO_DATE.test(String(node.startDate)), 'startDate in ISO 8601')
    const location = node.location as Node | undefined
    need(location?.['@type'] === 'VirtualLocation' && isUrl(location.url), 'a VirtualLocation with a url')
    need(node.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode', 'online attendance mode')
    need(node.eventStatus === 'https://schema.org/EventScheduled', 'event status')
    const recording = node.recordedIn as Node | undefined
    need(recording === undefined || (typeof recording['@id'] === 'string' && ids.has(recording['@id'])), 'recordedIn a node of the page')
  } else if (type === 'VideoObject') {
    need(text(node.name) && text(node.description), 'name and description')
    need(Array.isArray(node.thumbnailUrl) && node.thumbnailUrl.length > 0 && node.thumbnailUrl.every(isUrl), 'thumbnailUrl')
    need(ISO_DATE.test(String(node.uploadDate)), 'uploadDate in ISO 8601')
    need(isUrl(node.contentUrl) || isUrl(node.embedUrl), 'contentUrl or embedUrl')
  } else if (type === 'BreadcrumbList') {
    const items = (node.itemListElement ?? []) as Node[]
    need(Array.isArray(items) && items.length >= 2, 'at least two ListItems')
    items.forEach((item, index) => {
      need(item['@type'] === 'ListItem' && item.position === index + 1, `ListItem ${index + 1} in position`)
      need(text(item.name), `ListItem ${index + 1} name`)
      need(index === items.length - 1 || isUrl(item.item), `ListItem ${index + 1} item URL`)
    })
  } else if (type === 'JobPosting') {
    need(text(node.title), 'title')
    need(text(node.description), 'description')
    need(ISO_DATE.test(String(node.datePosted)), 'datePosted')
    need(node.validThrough === undefined || ISO_DATE.test(String(node.validThrough)), 'validThrough')
    need(party(node.hiringOrganization, ids), 'hiringOrganization')
    const address = (node.jobLocation as Node | undefined)?.address as Node | undefined
    need(text(address?.addressLocality), 'jobLocation with an address')
  } else if (type === 'Organization') {
    need(text(node.name), 'name')
    need(isUrl(node.url), 'url')
    need(node.logo === undefined || isUrl(node.logo), 'logo URL')
  } else if (type === 'WebSite') {
    need(text(node.name), 'name')
    need(isUrl(node.url), 'url')
  } else {
    found.push(`unexpected type ${type}`)
  }
  return found
}

async function nodesOf(path: string): Promise<{ html: string; nodes: Node[] }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER } }))
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json = '']) => JSON.parse(json) as Node)
  return { html, nodes }
}

async function firstOf(folder: string, component: string, extra: Record<string, string> = {}): Promise<Story> {
  const result = await client.get('cdn/stories', { starts_with: folder, content_type: component, sort_by: 'first_published_at:desc', per_page: 1, ...extra })
  const [story] = result.data.stories as Story[]
  if (!story) throw new Error(`no ${component} in ${folder}`)
  return story
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

it('names the type of every content type with a page', () => {
  const unnamed = WITH_PAGES.filter(({ component }) => !Object.hasOwn(READER_EXPECTATIONS, component)).map(({ component }) => component)
  expect(
    unnamed,
    `add the schema.org type a reader expects of their pages to READER_EXPECTATIONS (tests/support/readerExpectations.ts): ${unnamed.join(', ')}`,
  ).toEqual([])
})

describe.each(['en', 'de'])('structured data of every template (%s)', { timeout: PAGE_TEST_TIMEOUT_MS }, (language) => {
  const prefix = language === 'en' ? '' : `/${language}`
  // A story of every content type with a page, in its section's folder, and the type expected of it.
  const articles: [string, string, string][] = WITH_PAGES.map(({ section, component }) => [
    section.folder,
    component,
    READER_EXPECTATIONS[component]?.schemaType ?? NO_ARTICLE,
  ])

  it.each(['', '/about', ...SECTIONS.map((section) => section.basePath)])('%s meets the rich result requirements', async (path) => {
    // A section without content yet in this language answers the error page: nothing to mark up.
    const section = SECTIONS.find((candidate) => candidate.basePath === path)
    if (section && (await client.get('cdn/stories', { starts_with: `${language}/${section.folder}/`, per_page: 1 })).total === 0) return
    const { nodes } = await nodesOf(`${prefix}${path}` || '/')
    const ids = new Set(nodes.map((node) => node['@id']).filter((id): id is string => typeof id === 'string'))
    expect(nodes.filter((node) => node['@type'] === 'Organization')).toHaveLength(1)
    for (const node of nodes) expect(problems(node, ids)).toEqual([])
    if (path === '/open-positions') expect(nodes.filter((node) => node['@type'] === 'JobPosting').length).toBeGreaterThan(0)
  })

  it.each(articles)('a %s story (%s) is a valid %s', async (folder, component, type) => {
    const section = SECTIONS.find((candidate) => candidate.folder === folder)
    // A story with a page of its own: no folder's start page (its list), nothing unlisted.
    const story = await firstOf(`${language}/${folder}/`, component, { is_startpage: '0', ...LISTED_ONLY })
    const { nodes } = await nodesOf(`${prefix}${section?.basePath ?? `/${folder}`}/${story.slug}`)
    const ids = new Set(nodes.map((node) => node['@id']).filter((id): id is string => typeof id === 'string'))
    for (const node of nodes) expect(problems(node, ids)).toEqual([])
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', ...(type === NO_ARTICLE ? [] : [type])])
  })

  it('home carries the WebSite node with every language of the site', async () => {
    const { nodes } = await nodesOf(prefix || '/')
    const [site] = nodes.filter((node) => node['@type'] === 'WebSite')
    expect(site).toMatchObject({ name: env.COMPANY_NAME, url: `${ORIGIN}/`, inLanguage: [...languageConfig(env).supported] })
  })

  describe('a webinar is an online Event that follows its state at the request’s time', () => {
    /** Storyblok's date filters take minutes: `2026-11-25 10:00`. */
    const now = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const eventOf = async (webinar: Story) => {
      const { nodes } = await nodesOf(`${prefix}/webinars/${webinar.slug}`)
      const ids = new Set(nodes.map((node) => node['@id']).filter((id): id is string => typeof id === 'string'))
      for (const node of nodes) expect(problems(node, ids)).toEqual([])
      const [event] = nodes.filter((node) => node['@type'] === 'Event')
      expect(event?.startDate).toBe(`${String(webinar.content.date).replace(' ', 'T')}:00.000Z`)
      expect(event?.name).toBe(webinar.content.title)
      return { event, nodes, url: `${ORIGIN}${prefix}/webinars/${webinar.slug}` }
    }

    it('upcoming: its location is where visitors register', async () => {
      const webinar = await firstOf(`${language}/webinars/`, 'webinar', { 'filter_query[date][gt_date]': now })
      const { event, nodes } = await eventOf(webinar)
      expect(event?.location).toEqual({ '@type': 'VirtualLocation', url: (webinar.content.registration_link as { url: string }).url })
      expect(event?.recordedIn).toBeUndefined()
      expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Event'])
    })

    it('past with a recording: recorded in a VideoObject of the page, at its own page', async () => {
      const webinar = await firstOf(`${language}/webinars/`, 'webinar', { 'filter_query[date][lt_date]': now, 'filter_query[video_url][is]': 'not_empty' })
      const { event, nodes, url } = await eventOf(webinar)
      expect(event?.location).toEqual({ '@type': 'VirtualLocation', url })
      expect(event?.eventStatus).toBe('https://schema.org/EventScheduled')
      expect(event?.recordedIn).toEqual({ '@id': `${url}#recording` })
      const [video] = nodes.filter((node) => node['@type'] === 'VideoObject')
      expect(video).toMatchObject({ '@id': `${url}#recording`, contentUrl: webinar.content.video_url, uploadDate: event?.endDate })
    })

    it('past without a recording: at its own page, with no VideoObject', async () => {
      const webinar = await firstOf(`${language}/webinars/`, 'webinar', { 'filter_query[date][lt_date]': now, 'filter_query[video_url][is]': 'empty' })
      const { event, nodes, url } = await eventOf(webinar)
      expect(event?.location).toEqual({ '@type': 'VirtualLocation', url })
      expect(event?.recordedIn).toBeUndefined()
      expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Event'])
    })
  })

  it('a gated report never names its file, in structured data or anywhere else', async () => {
    const report = await firstOf(`${language}/reports/`, 'report', { 'filter_query[gated][is]': 'true' })
    const file = (report.content.file as { filename: string }).filename
    const fileName = file.split('/').pop() ?? ''
    expect(fileName).toMatch(/\.pdf$/)
    const { html, nodes } = await nodesOf(`${prefix}/reports/${report.slug}`)
    expect(nodes.map((node) => node['@type'])).toContain('Report')
    expect(JSON.stringify(nodes)).not.toContain('.pdf')
    expect(html).not.toContain(fileName)
  })
})
