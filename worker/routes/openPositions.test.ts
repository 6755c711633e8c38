import { env, exports } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { countText } from '../../shared/i18n/countText'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import type { JobFiltersProps } from '../../shared/jobFilterForm/JobFilters'
import { slugify } from '../../shared/text/slugify'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import { TestContentService } from '../../tests/support/TestContentService'
import { assetManifest } from '../config/assetManifest'
import worker from '../index'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const ORIGIN = 'http://localhost'
const LIST_PATH = '/open-positions'

interface Opening {
  slug: string
  title: string
  department: string
  location: string
  type: string
}

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()
const openings: Record<string, Opening[]> = {}

/** The published openings still taking applications (the demo's expired one is left out, as the site leaves it out). */
async function publishedOpenings(language: string): Promise<Opening[]> {
  const result = await client.get('cdn/stories', {
    starts_with: `${language}/open-positions/`,
    filter_query: { component: { in: 'job_opening' } },
    per_page: 100,
  })
  const now = Date.now()
  return (result.data.stories as Story[])
    .filter((story) => isOpen(readJobOpening(story), now))
    .map((story) => ({
      slug: story.slug,
      title: String(story.content.title),
      department: String(story.content.department),
      location: String(story.content.location),
      type: String(story.content.employment_type),
    }))
}

/** A response, its body read to the end (so that no stream outlives the test). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' }))
  const body = await response.text()
  return new Response(body, response)
}

async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await get(path)
  return { response, html: await response.text() }
}

/** Like toContain, without printing the whole page on failure. */
function has(html: string, text: string): void {
  expect(html.includes(text), `page contains ${text}`).toBe(true)
}

function lacks(html: string, text: string): void {
  expect(html.includes(text), `page does not contain ${text}`).toBe(false)
}

/** The filters island's props, as the browser receives them. */
function filterProps(html: string): JobFiltersProps {
  const match = html.match(
    /<script type="application\/json" data-island-props="">([^<]*)<\/script><island-root data-island="\/assets\/islands\/JobFilters-[^"]+"/,
  )
  if (!match) throw new Error('no filters island')
  return JSON.parse(match[1] ?? '') as JobFiltersProps
}

/** The openings a visitor sees (sections without `hidden`). */
function visibleSlugs(html: string): string[] {
  return [...html.matchAll(/<section id="([^"]+)" class="job"([^>]*)>/g)].filter((match) => !match[2]?.includes(' hidden=""')).map((match) => match[1] ?? '')
}

function slugsWhere(language: string, test: (opening: Opening) => boolean): string[] {
  return (openings[language] ?? []).filter(test).map((opening) => opening.slug)
}

/** The count the server rendered beside a department's or location's checkbox; undefined without one. */
function checkboxCount(html: string, field: 'department' | 'location', name: string): number | undefined {
  const match = new RegExp(
    `name="${field}"(?: checked="")? value="${slugify(name)}"/><span class="native-multi__label">[^<]*<span class="combobox__count">(\\d+)</span>`,
  ).exec(html)
  return match ? Number(match[1]) : undefined
}

/** The text of an employment type's option in the server's select (`Full-time (7)`). */
function typeOption(html: string, value: string): string | undefined {
  return new RegExp(`<option[^>]*value="${value}"[^>]*>([^<]*)</option>`).exec(html)?.[1]
}

function countBy(list: Opening[], key: 'department' | 'location'): Map<string, number> {
  const counts = new Map<string, number>()
  for (const opening of list) counts.set(opening[key], (counts.get(opening[key]) ?? 0) + 1)
  return counts
}

beforeAll(async () => {
  // A file before this one may have left faults switched on.
  await service.reset()
  for (const language of ['en', 'de', 'fr']) openings[language] = await publishedOpenings(language)
  // The first render of a run loads the worker's modules: not what the tests measure.
  await (await get(LIST_PATH)).text()
}, 30_000)

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

describe('open positions filters', () => {
  it.each([
    ['en', ''],
    ['de', '/de'],
    ['fr', '/fr'],
  ] as const)('offer every department and location of the language (%s), sorted by name, with their counts', async (language, prefix) => {
    const { html } = await page(`${prefix}/open-positions`)
    const props = filterProps(html)
    const list = openings[language] ?? []
    const text = messagesFor(language).templates
    const departments = countBy(list, 'department')
    expect(props.departments.map((option) => option.label)).toEqual([...departments.keys()].sort((a, b) => a.localeCompare(b, language)))
    for (const [name, count] of departments) expect(checkboxCount(html, 'department', name), name).toBe(count)
    const locations = countBy(list, 'location')
    expect(props.locations.map((option) => option.label)).toEqual([...locations.keys()].sort((a, b) => a.localeCompare(b, language)))
    for (const [name, count] of locations) expect(checkboxCount(html, 'location', name), name).toBe(count)
    expect(props.types).toEqual([
      { value: '', label: text.jobFilters.allTypes },
      { value: 'FULL_TIME', label: text.employmentTypes.FULL_TIME },
      { value: 'PART_TIME', label: text.employmentTypes.PART_TIME },
    ])
    expect(typeOption(html, '')).toBe(`${text.jobFilters.allTypes} (${list.length})`)
    expect(typeOption(html, 'FULL_TIME')).toBe(`${text.employmentTypes.FULL_TIME} (${list.filter((opening) => opening.type === 'FULL_TIME').length})`)
    expect(visibleSlugs(html)).toHaveLength(list.length)
    // The list's one count is the filters' own: the head adds no second one (it once counted an expired opening too).
    has(html, `>${countText(text.jobFilters.count, list.length, language)}</p>`)
    lacks(html, 'class="list__count"')
  })

  it('count each filter’s values given the other filters: the departments in the chosen location and type, the locations of the chosen department, the types of both', async () => {
    const en = openings.en ?? []
    const location = (en[0] as Opening).location
    const { html } = await page(`/open-positions?location=${slugify(location)}&type=FULL_TIME`)
    const inPlace = en.filter((opening) => opening.location === location)
    for (const [name] of countBy(en, 'department')) {
      const expected = inPlace.filter((opening) => opening.department === name && opening.type === 'FULL_TIME').length
      expect(checkboxCount(html, 'department', name), name).toBe(expected)
    }
    // The chosen location does not narrow the locations' own counts: each says what choosing it too would add.
    const fullTime = en.filter((opening) => opening.type === 'FULL_TIME')
    for (const [name] of countBy(en, 'location')) expect(checkboxCount(html, 'location', name), name).toBe(fullTime.filter((o) => o.location === name).length)
    expect(typeOption(html, '')).toBe(`All (${inPlace.length})`)
    expect(typeOption(html, 'PART_TIME')).toBe(`Part-time (${inPlace.filter((opening) => opening.type === 'PART_TIME').length})`)
    const shown = inPlace.filter((opening) => opening.type === 'FULL_TIME').length
    has(html, `>${shown} open position${shown === 1 ? '' : 's'}</p>`)
    expect(inPlace.length).toBeLessThan(en.length)
  })

  it('show only the openings that pass every filter, and say how many', async () => {
    const en = openings.en ?? []
    const [first, second] = [...new Set(en.map((opening) => opening.department))].map(slugify).sort()
    const location = slugify((en[0] as Opening).location)
    const path = `/open-positions?department=${first}&department=${second}&location=${location}&type=FULL_TIME`
    const { response, html } = await page(path)
    expect(response.status).toBe(200)
    const expected = slugsWhere(
      'en',
      (opening) => [first, second].includes(slugify(opening.department)) && slugify(opening.location) === location && opening.type === 'FULL_TIME',
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(visibleSlugs(html).sort()).toEqual([...expected].sort())
    has(html, `>${expected.length} open position${expected.length === 1 ? '' : 's'}</p>`)
    expect(filterProps(html).selection).toEqual({ departments: [first, second], locations: [location], type: 'FULL_TIME' })
  })

  it('show the empty text, the reset link and the unsolicited application link when nothing matches', async () => {
    const en = openings.en ?? []
    const department = en.find((opening) => opening.type === 'FULL_TIME') as Opening
    const lonely = [...new Set(en.map((opening) => opening.location))].find(
      (location) => !en.some((opening) => opening.location === location && slugify(opening.department) === slugify(department.department)),
    )
    expect(lonely).toBeDefined()
    const { response, html } = await page(`/open-positions?department=${slugify(department.department)}&location=${slugify(lonely as string)}`)
    expect(response.status).toBe(200)
    expect(visibleSlugs(html)).toEqual([])
    has(html, messagesFor('en').templates.jobFilters.noMatch)
    has(html, `>0 open positions</p>`)
    has(html, `<a class="job-filters__reset" href="/open-positions">${messagesFor('en').templates.jobFilters.reset}</a>`)
    has(html, `<a href="/apply">${messagesFor('en').templates.jobFilters.unsolicited}</a>`)
  })

  it('work in German with German names, and filter by the long department name', async () => {
    const de = openings.de ?? []
    const long = de.find((opening) => opening.department.length > 100) as Opening
    expect(long).toBeDefined()
    const { response, html } = await page(`/de/open-positions?department=${slugify(long.department)}`)
    expect(response.status).toBe(200)
    expect(visibleSlugs(html)).toEqual(slugsWhere('de', (opening) => opening.department === long.department))
    has(html, '>1 offene Stelle</p>')
  })
})

describe('the address of a filtered list', () => {
  it('is redirected once (301) to the normal form: order, duplicates, case, spelling, unknown values and parameters', async () => {
    const cases: [string, string][] = [
      ['?department=sales&department=engineering', '?department=engineering&department=sales'],
      ['?department=sales&department=sales', '?department=sales'],
      ['?department=SALES&location=Berlin', '?department=sales&location=berlin'],
      ['?department=Customer%20Success', '?department=customer-success'],
      ['?type=full_time', '?type=FULL_TIME'],
      ['?type=part-time&type=FULL_TIME', '?type=PART_TIME'],
      ['?location=berlin&department=sales', '?department=sales&location=berlin'],
      ['?department=nowhere&department=sales', '?department=sales'],
      ['?department=nowhere', ''],
      ['?type=SOMETIMES', ''],
      ['?utm_source=newsletter&department=sales', '?department=sales'],
      ['?department=', ''],
    ]
    for (const [query, normal] of cases) {
      const response = await get(`/open-positions${query}`)
      expect(response.status, query).toBe(301)
      expect(response.headers.get('location'), query).toBe(`/open-positions${normal}`)
      const target = await get(`/open-positions${normal}`)
      expect(target.status, `${query} → ${normal}`).toBe(200)
    }
  })

  it('answers a 5,000-character query with one redirect and no error', async () => {
    const noise = Array.from({ length: 500 }, (_, index) => `department=x${index}`).join('&')
    const long = `?${noise}&department=sales&location=${'%ff'.repeat(200)}&type=${'a'.repeat(500)}`
    expect(long.length).toBeGreaterThan(5000)
    const response = await get(`/open-positions${long}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/open-positions?department=sales')
    const hostile = ['?department=%E0%A4%A', '?department=<script>alert(1)</script>', '?department=..%2F..%2Fetc', `?${'&'.repeat(5000)}`, '?department=%00']
    for (const query of hostile) {
      const answer = await get(`/open-positions${query}`)
      expect(answer.status, query).toBeLessThan(500)
      expect([200, 301], query).toContain(answer.status)
      if (answer.status === 301) expect(answer.headers.get('location') ?? '', query).toMatch(/^\/open-positions(\?[a-z0-9=&%_-]*)?$/)
    }
  })

  it('cleans the path and the query in the same single redirect', async () => {
    const response = await get('/Open-Positions/?department=Sales&department=sales')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/open-positions?department=sales')
  })

  it('is not redirected in the visual editor', async () => {
    const url = await signedEditorUrl(`${ORIGIN}/open-positions?department=sales`, {
      spaceId: demoSpace.id,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: demoSpace.previewToken,
    })
    const { response, html } = await page(url.pathname + url.search)
    expect(response.status).toBe(200)
    expect(visibleSlugs(html)).toEqual(slugsWhere('en', (opening) => slugify(opening.department) === 'sales'))
  })

  it('drops unsigned preview parameters like any unknown parameter: one 301, no render of its own', async () => {
    for (const [query, location] of [
      ['?_storyblok=1', '/open-positions'],
      ['?department=sales&_storyblok=1&_storyblok_tk[token]=forged', '/open-positions?department=sales'],
    ] as const) {
      const response = await get(`/open-positions${query}`)
      expect(response.status, query).toBe(301)
      expect(response.headers.get('location'), query).toBe(location)
    }
  })

  it('is noindex, follow, with the unfiltered list as canonical and without hreflang; JSON-LD lists only the shown openings', async () => {
    const { html } = await page('/open-positions?department=sales')
    has(html, '<meta name="robots" content="noindex, follow"/>')
    has(html, `<link rel="canonical" href="${ORIGIN}/open-positions"/>`)
    lacks(html, '<link rel="alternate" hrefLang')
    const postings = [...html.matchAll(/"@type":"JobPosting"/g)]
    expect(postings).toHaveLength(slugsWhere('en', (opening) => slugify(opening.department) === 'sales').length)
    const unfiltered = await (await get('/open-positions')).text()
    lacks(unfiltered, 'name="robots"')
    has(unfiltered, '<link rel="alternate" hrefLang="de" href="http://localhost/de/open-positions"/>')
  })
})

describe('the language and country redirects of the open positions', () => {
  /** Where one request is sent, and whether that is the visitor's alone. */
  async function redirect(path: string, headers: Record<string, string>): Promise<{ status: number; location: string | null }> {
    const response = await get(path, headers)
    return { status: response.status, location: response.headers.get('location') }
  }

  it('carry the filters into the translation, each value said in its language (filter values are words of the page)', async () => {
    expect(await redirect('/open-positions?department=engineering&location=berlin', { 'cf-ipcountry': 'FR' })).toEqual({
      status: 302,
      location: '/fr/open-positions?department=ingenierie&location=berlin',
    })
    expect(await redirect('/open-positions?department=sales&location=warsaw&type=FULL_TIME', { cookie: `${env.LANGUAGE_COOKIE_NAME}=de` })).toEqual({
      status: 302,
      location: '/de/open-positions?department=vertrieb&location=warschau&type=FULL_TIME',
    })
  })

  it('drop only the value no open translated opening has', async () => {
    // The German translation of the one design opening has ended: "design" cannot be said in German any more.
    const designer = await client.get('cdn/stories/de/open-positions/produktdesigner-m-w-d')
    const story = designer.data.story as Story
    await service.control('save', { full_slug: story.full_slug, content: { ...story.content, valid_through: '2020-01-01 00:00' } })
    await service.control('publish', { full_slug: story.full_slug })
    await clearContentCache()
    expect(await redirect('/open-positions?department=design&department=sales&location=madrid', { 'cf-ipcountry': 'DE' })).toEqual({
      status: 302,
      location: '/de/open-positions?department=vertrieb&location=madrid',
    })
  })

  it('lead an opening’s own address to its translation’s anchor, which has a slug of its own', async () => {
    expect(await redirect('/open-positions/senior-backend-engineer', { 'cf-ipcountry': 'DE' })).toEqual({
      status: 302,
      location: '/de/open-positions#senior-backend-engineer-m-w-d',
    })
    expect(await redirect('/open-positions/senior-backend-engineer', { cookie: `${env.LANGUAGE_COOKIE_NAME}=fr` })).toEqual({
      status: 302,
      location: '/fr/open-positions#ingenieur-backend-senior-h-f',
    })
    // Without another language, the opening in its own.
    expect(await redirect('/open-positions/senior-backend-engineer', { 'cf-ipcountry': 'GB' })).toEqual({
      status: 301,
      location: '/open-positions#senior-backend-engineer',
    })
  })

  it('carry the filters of the page the switch was used on (its Referer), said in the chosen language', async () => {
    const switched = await get('/de/open-positions?set-language=de', { referer: `${ORIGIN}/open-positions?department=sales&location=warsaw` })
    expect(switched.status).toBe(302)
    expect(switched.headers.get('location')).toBe('/de/open-positions?department=vertrieb&location=warschau')
    expect(switched.headers.get('set-cookie')).toContain(`${env.LANGUAGE_COOKIE_NAME}=de`)
    const back = await get('/open-positions?set-language=en', { referer: `${ORIGIN}/de/open-positions?department=vertrieb` })
    expect(back.headers.get('location')).toBe('/open-positions?department=sales')
    // From another page, or another site, nothing is carried.
    expect((await get('/de/open-positions?set-language=de', { referer: `${ORIGIN}/about?department=sales` })).headers.get('location')).toBe(
      '/de/open-positions',
    )
    expect(
      (await get('/de/open-positions?set-language=de', { referer: 'https://elsewhere.example/open-positions?department=sales' })).headers.get('location'),
    ).toBe('/de/open-positions')
  })
})

describe('the page cache of filtered lists', () => {
  async function cachedPageKeys(): Promise<string[]> {
    const prefix = `page/v2/${assetManifest.buildId}`
    const { keys } = await env.CONTENT_CACHE.list({ prefix })
    return keys.map((key) => key.name.slice(prefix.length))
  }

  /** The answer to `path`, with the gateway's own work after it done (the renderer's KV write is its own: wait for its key). */
  async function settle(path: string): Promise<Response> {
    const background = createExecutionContext()
    const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }), env, background)
    await response.text()
    await waitOnExecutionContext(background)
    return response
  }

  it('keeps a filtered page in the isolate by its normal query, never in KV (filters have more combinations than KV should hold)', async () => {
    await settle('/open-positions?department=sales&location=warsaw')
    await settle('/open-positions')
    // The unfiltered list, asked for after it, is written: the filtered one would be there by then.
    await expect.poll(cachedPageKeys).toEqual(['/open-positions'])
    const again = await get('/open-positions?department=sales&location=warsaw')
    expect(again.headers.get('server-timing')).toMatch(/cache;desc="?page-hit"?/)
    expect(visibleSlugs(await again.text())).toEqual(
      slugsWhere('en', (opening) => slugify(opening.department) === 'sales' && slugify(opening.location) === 'warsaw'),
    )
  })

  it('never stores a query in another form, an unknown value or a random parameter', async () => {
    for (const query of [
      '?location=warsaw&department=sales',
      '?department=SALES',
      '?department=nowhere',
      '?random=1',
      '?department=sales&department=sales',
      `?department=${'x'.repeat(300)}`,
    ]) {
      expect((await settle(`/open-positions${query}`)).status, query).toBe(301)
    }
    await settle('/open-positions')
    await expect.poll(cachedPageKeys).toEqual(['/open-positions'])
  })
})

describe('a job opening’s own address', () => {
  async function allOpenings(language: string): Promise<Story[]> {
    return (await client.get('cdn/stories', { starts_with: `${language}/open-positions/`, filter_query: { component: { in: 'job_opening' } }, per_page: 100 }))
      .data.stories as Story[]
  }

  it('leads to the opening on the open positions page while it takes applications', async () => {
    const [open] = (await allOpenings('en')).filter((story) => isOpen(readJobOpening(story), Date.now()))
    const response = await get(`/open-positions/${open?.slug}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/open-positions#${open?.slug}`)
  })

  it('is gone (410) once its valid_through has passed: a page in its language that says so and leads to the open positions, not indexed', async () => {
    const [expired] = (await allOpenings('de')).filter((story) => !isOpen(readJobOpening(story), Date.now()))
    const { response, html } = await page(`/de/open-positions/${expired?.slug}`)
    expect(response.status).toBe(410)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toContain(`Stelle nicht mehr ausgeschrieben: /de/open-positions/${expired?.slug}`)
    // It says the position is closed, not that the page never existed, and leads to the open ones.
    expect(html).toContain('<h1 id="error-title">Diese Stelle ist nicht mehr ausgeschrieben</h1>')
    expect(html).toContain('<a class="btn btn--orange" href="/de/open-positions"><span>Offene Stellen ansehen</span></a>')
    expect((await get('/open-positions/no-such-opening')).status).toBe(404)
  })
})

describe('300 more openings, 30 of them past their valid_through', () => {
  const SCALED = 300
  const EXPIRED = 30
  /** A scale with hundreds of openings renders a long page on a busy machine. */
  const SCALE_TIMEOUT_MS = 60_000

  beforeEach(async () => {
    await service.control('scale', { jobOpenings: SCALED })
  })

  it('lists every open one on the page, counted truly, and none that ended', { timeout: SCALE_TIMEOUT_MS }, async () => {
    const generated = (
      await client.getAll('cdn/stories', { starts_with: 'en/open-positions/generated-opening-', filter_query: { component: { in: 'job_opening' } } }, 'stories')
    ).map((story: Story) => ({ slug: story.slug, open: isOpen(readJobOpening(story), Date.now()) }))
    expect(generated).toHaveLength(SCALED)
    expect(generated.filter((opening) => !opening.open)).toHaveLength(EXPIRED)
    const { response, html } = await page(LIST_PATH)
    expect(response.status).toBe(200)
    const shown = visibleSlugs(html)
    const expected = [...(openings.en ?? []).map((opening) => opening.slug), ...generated.filter((opening) => opening.open).map((opening) => opening.slug)]
    expect(shown.length).toBe((openings.en ?? []).length + SCALED - EXPIRED)
    expect([...shown].sort()).toEqual([...expected].sort())
    has(html, `>${countText(messagesFor('en').templates.jobFilters.count, expected.length, 'en')}</p>`)
    expect(typeOption(html, '')).toBe(`${messagesFor('en').templates.jobFilters.allTypes} (${expected.length})`)
    expect([...html.matchAll(/"@type":"JobPosting"/g)]).toHaveLength(expected.length)
  })

  it('reads them in pages of 100 whose query leaves out the ended ones', { timeout: SCALE_TIMEOUT_MS }, async () => {
    const before = (await service.requests('/v2/cdn/stories?', { redirects: false })).length
    expect((await get(LIST_PATH)).status).toBe(200)
    const lists = (await service.requests('/v2/cdn/stories?', { redirects: false }))
      .slice(before)
      .map((request) => new URL(request.path, ORIGIN).searchParams)
      .filter((params) => params.get('starts_with') === 'en/open-positions/')
    // Page 1 first, then the rest at once, in any order.
    expect(lists.map((params) => [params.get('page'), params.get('per_page')]).sort()).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ])
    for (const params of lists) {
      expect(params.get('filter_query[__or][0][valid_through][gt_date]')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      expect(params.get('filter_query[__or][1][valid_through][is]')).toBe('empty')
    }
  })
})
