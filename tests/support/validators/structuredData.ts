import type { SitePage } from './sitePages'

// The properties Google's rich results require and recommend for the schema.org types the site
// uses (developers.google.com/search/docs/appearance/structured-data): a missing required one is
// an error; so are the ones the site promises beyond that (an article's image, an event's end).

type Node = Record<string, unknown>
export interface StructuredDataProblem {
  path: string
  type: string
  problem: string
}

/** Google's minimum logo size, in pixels each way. */
const MIN_LOGO_SIDE = 112
const ARTICLE_TYPES = ['Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'Report']

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

/** Every JSON-LD node of a page (top-level, `@graph` members and nested nodes), with `@id` references replaced by the node they name. */
function jsonLdNodes(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as unknown)
  const top = blocks
    .flatMap((block) => (Array.isArray(block) ? block : isNode(block) && Array.isArray(block['@graph']) ? block['@graph'] : [block]))
    .filter(isNode)
  const byId = new Map(top.filter((node) => typeof node['@id'] === 'string' && Object.keys(node).length > 1).map((node) => [node['@id'] as string, node]))
  const resolve = (value: unknown, seen: Set<unknown>): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, seen))
    if (!isNode(value) || seen.has(value)) return value
    const target = typeof value['@id'] === 'string' && Object.keys(value).length === 1 ? (byId.get(value['@id']) ?? value) : value
    const next = new Set(seen).add(target)
    return Object.fromEntries(Object.entries(target).map(([key, nested]) => [key, resolve(nested, next)]))
  }
  return top.map((node) => resolve(node, new Set()) as Node)
}

/** The side lengths an image URL names (Storyblok assets: `/f/{space}/{width}x{height}/…`), or null. */
function imageSize(value: unknown): { width: number; height: number } | null {
  const url = isNode(value) ? value.url : value
  const match = typeof url === 'string' ? /\/(\d+)x(\d+)\//.exec(url) : null
  if (isNode(value) && typeof value.width === 'number' && typeof value.height === 'number') return { width: value.width, height: value.height }
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

function missing(node: Node, properties: string[]): string[] {
  return properties.filter((property) => !present(node[property])).map((property) => `no ${property}`)
}

function check(node: Node, now: number): string[] {
  const type = String(node['@type'])
  if (type === 'Organization') {
    const size = imageSize(node.logo)
    const logo = !present(node.logo)
      ? ['no logo']
      : !size || size.width < MIN_LOGO_SIDE || size.height < MIN_LOGO_SIDE
        ? [`logo smaller than ${MIN_LOGO_SIDE}×${MIN_LOGO_SIDE}`]
        : []
    return [...missing(node, ['name', 'url']), ...logo]
  }
  if (type === 'WebSite') return missing(node, ['name', 'url'])
  if (type === 'BreadcrumbList') {
    const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : []
    return items.length === 0
      ? ['no itemListElement']
      : items.flatMap((item, index) => missing(item, ['position', 'name', ...(index < items.length - 1 ? ['item'] : [])]))
  }
  if (ARTICLE_TYPES.includes(type)) return missing(node, ['headline', 'image', 'datePublished'])
  if (type === 'JobPosting') {
    const place = isNode(node.jobLocation) ? node.jobLocation : {}
    const address = isNode(place.address) ? place.address : {}
    const expired = typeof node.validThrough === 'string' && Date.parse(node.validThrough) < now ? ['validThrough in the past'] : []
    const plain = typeof node.description === 'string' && !/<[a-z]/i.test(node.description) ? ['description is not HTML'] : []
    return [
      ...missing(node, ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType']),
      ...missing(address, ['addressLocality', 'addressCountry']).map((text) => `jobLocation.address: ${text}`),
      ...expired,
      ...plain,
    ]
  }
  if (type === 'Event') return missing(node, ['name', 'startDate', 'endDate', 'location', 'image', 'eventStatus', 'eventAttendanceMode', 'organizer'])
  if (type === 'VideoObject') {
    const source = present(node.contentUrl) || present(node.embedUrl) ? [] : ['no contentUrl or embedUrl']
    return [...missing(node, ['name', 'description', 'thumbnailUrl', 'uploadDate']), ...source]
  }
  if (type === 'FAQPage') {
    const questions = Array.isArray(node.mainEntity) ? (node.mainEntity as Node[]) : []
    return questions.length === 0 ? ['no mainEntity'] : questions.flatMap((question) => [...missing(question, ['name', 'acceptedAnswer'])])
  }
  return []
}

/** Every problem of every JSON-LD node of the pages. */
export function structuredDataProblems(pages: SitePage[], now = Date.now()): StructuredDataProblem[] {
  return pages.flatMap((page) =>
    jsonLdNodes(page.html).flatMap((node) => check(node, now).map((problem) => ({ path: page.path, type: String(node['@type']), problem }))),
  )
}
