import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { contentSource } from '../content/contentSource'
import { LISTED_ONLY } from '../content/listedOnly'
import { readReportFormText } from '../../shared/leadForm/readReportFormText'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import { sectionById } from '../../shared/sections/sections'
import { sectionName } from '../../shared/sections/sectionName'
import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import { TestContentService } from '../../tests/support/TestContentService'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const ORIGIN = 'http://localhost'
const NEWEST_FIRST = 'first_published_at:desc'
const CARDS_PER_PAGE = 12

interface JsonLdNode {
  '@type': string
  [key: string]: unknown
}

// Expected texts come from the content service itself, so the tests follow the demo content.
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

async function settingsOf(language: string): Promise<SiteSettings> {
  return (await story(`${language}/_settings`)).content as SiteSettings
}

/** A page of a section's list as the site lists it: newest first, unlisted stories left out. */
async function list(folder: string, component: string, params: Record<string, string | number> = {}): Promise<{ stories: Story[]; total: number }> {
  const query = { starts_with: folder, 'filter_query[component][in]': component, ...LISTED_ONLY, sort_by: NEWEST_FIRST, per_page: CARDS_PER_PAGE, ...params }
  const result = await client.get('cdn/stories', query)
  return { stories: result.data.stories as Story[], total: result.total }
}

async function first(folder: string, component: string, params: Record<string, string> = {}): Promise<Story> {
  const [found] = (await list(folder, component, { per_page: 1, ...params })).stories
  if (!found) throw new Error(`no ${component} in ${folder}`)
  return found
}

async function visit(path: string): Promise<{ status: number; html: string }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
  return { status: response.status, html: await response.text() }
}

/** What React writes for a text. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** Like toContain, without printing the whole page on failure. */
function has(html: string, text: string): void {
  expect(html.includes(text), `page contains ${text}`).toBe(true)
}

function lacks(html: string, text: string): void {
  expect(html.includes(text), `page does not contain ${text}`).toBe(false)
}

function h1(html: string): string | undefined {
  return html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
}

function jsonLd(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as JsonLdNode)
}

function ofType(html: string, type: string): JsonLdNode[] {
  return jsonLd(html).filter((node) => node['@type'] === type)
}

function cards(html: string): number {
  return html.match(/<article class="card[ "]/g)?.length ?? 0
}

function title(entry: Story): string {
  return String(entry.content.title ?? entry.content.term ?? entry.name)
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]
}

function hreflangs(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1] ?? '')
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe.each(['en', 'de'])('templates in %s', (language) => {
  const prefix = languagePrefix(language)
  const text = messagesFor(language).templates

  it('home: its hero’s headline as h1 and its title above it, Organization JSON-LD, social tags, hreflang with x-default', async () => {
    const home = await story(`${language}/home`)
    const { status, html } = await visit(prefix || '/')
    expect(status).toBe(200)
    const [hero] = home.content.body as { title?: string }[]
    expect(h1(html)).toBe(escaped(String(hero?.title)))
    has(html, `<p class="page__tagline">${escaped(title(home))}</p>`)
    // The tab's title ends with the brand.
    has(html, `<title>${escaped(title(home))} · ${env.COMPANY_NAME}</title>`)
    expect(ofType(html, 'Organization')).toHaveLength(1)
    expect(meta(html, 'property', 'og:type')).toBe('website')
    expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}${prefix || '/'}`)
    // The home page has no image of its own: it is shared with the settings' share image.
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'property', 'og:image')).toContain('freight-demo-share')
    expect(hreflangs(html)).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'x-default']))
    has(html, `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/"/>`)
    has(html, 'class="cta-box"')
  })

  it('generic page: breadcrumbs Home › page, BreadcrumbList JSON-LD', async () => {
    const about = await story(`${language}/about`)
    const { status, html } = await visit(`${prefix}/about`)
    expect(status).toBe(200)
    expect(h1(html)).toBe(escaped(title(about)))
    has(html, `<nav class="breadcrumbs" aria-label="${escaped(text.breadcrumbs)}">`)
    const [trail] = ofType(html, 'BreadcrumbList')
    expect((trail?.itemListElement as { name: string; item: string }[]).map((item) => item.item)).toEqual([
      `${ORIGIN}${prefix || '/'}`,
      `${ORIGIN}${prefix}/about`,
    ])
  })

  it('pages index: a card per page of the pages folder', async () => {
    const pages = await list(`${language}/pages/`, 'page', { 'filter_query[component][in]': 'page', excluding_slugs: `${language}/pages/`, per_page: 100 })
    const { status, html } = await visit(`${prefix}/pages`)
    expect(status).toBe(200)
    expect(cards(html)).toBe(pages.total)
    for (const page of pages.stories) has(html, escaped(title(page)))
  })

  it('blog list: a page of cards, category tabs with All current, pagination', async () => {
    const posts = await list(`${language}/blog/`, 'blog_post')
    const lastPage = Math.ceil(posts.total / CARDS_PER_PAGE)
    const { status, html } = await visit(`${prefix}/blog`)
    expect(status).toBe(200)
    expect(cards(html)).toBe(CARDS_PER_PAGE)
    for (const post of posts.stories) has(html, escaped(title(post)))
    has(html, `<a href="${prefix}/blog" aria-current="page">${escaped(text.all)}</a>`)
    expect(html.match(/<nav class="segmented segmented--tabs"[\s\S]*?<\/nav>/)?.[0].match(/<li>/g)).toHaveLength(6)
    has(html, escaped(text.pageOf(1, lastPage)))
    has(html, `<a href="${prefix}/blog/2/all" rel="next">`)
    has(html, `<link rel="next" href="${ORIGIN}${prefix}/blog/2/all"/>`)
    lacks(html, 'rel="prev"')
  })

  it('blog list, later page: its own canonical, numbered title, no hreflang, prev and next', async () => {
    const posts = await list(`${language}/blog/`, 'blog_post', { page: 2 })
    const lastPage = Math.ceil(posts.total / CARDS_PER_PAGE)
    const { status, html } = await visit(`${prefix}/blog/2/all`)
    expect(status).toBe(200)
    expect(cards(html)).toBe(posts.stories.length)
    has(html, `<link rel="canonical" href="${ORIGIN}${prefix}/blog/2/all"/>`)
    expect(html).toMatch(new RegExp(`<title>[^<]+ \\(2/${lastPage}\\) · ${env.COMPANY_NAME}</title>`))
    lacks(html, 'name="robots"')
    expect(hreflangs(html)).toEqual([])
    has(html, `<a href="${prefix}/blog" rel="prev">`)
    has(html, `<link rel="prev" href="${ORIGIN}${prefix}/blog"/>`)
  })

  it('blog category: the tab is current and the cards are its posts, each with the category name', async () => {
    const posts = await list(`${language}/blog/`, 'blog_post', { 'filter_query[category][in]': 'sustainability' })
    const { status, html } = await visit(`${prefix}/blog/1/sustainability`)
    expect(status).toBe(200)
    expect(cards(html)).toBe(posts.stories.length)
    expect(html).toMatch(new RegExp(`<a href="${prefix}/blog/1/sustainability" aria-current="page">`))
    expect(html).not.toMatch(/<a href="[^"]*\/blog" aria-current="page">/)
  })

  it('blog article: breadcrumbs, share, contents, author, category, related, previous and next, JSON-LD', async () => {
    const posts = await list(`${language}/blog/`, 'blog_post', { page: 2, per_page: 3 })
    const [newer, post, older] = posts.stories as [Story, Story, Story]
    const { status, html } = await visit(`${prefix}/blog/${post.slug}`)
    expect(status).toBe(200)
    expect(h1(html)).toBe(escaped(title(post)))
    has(html, 'data-island="/assets/islands/Share')
    has(html, `"label":"${text.share}"`)
    has(html, `<nav class="toc" aria-label="${escaped(text.contents)}">`)
    expect(html).toMatch(/<a href="#[a-z0-9-]+">/)
    has(html, escaped(text.writtenBy))
    has(html, 'class="author-box__name"')
    has(html, `href="${prefix}/blog/1/${String(post.content.category)}"`)
    has(html, escaped(text.related))
    has(html, `<a href="${prefix}/blog/${older.slug}" class="prev-next__link prev-next__link--previous">`)
    has(html, `<a href="${prefix}/blog/${newer.slug}" class="prev-next__link prev-next__link--next">`)
    const [article] = ofType(html, 'BlogPosting')
    expect(article?.headline).toBe(title(post))
    expect(article?.inLanguage).toBe(language)
    expect(article?.mainEntityOfPage).toBe(`${ORIGIN}${prefix}/blog/${post.slug}`)
    expect((article?.author as { name?: string }).name).toBeTruthy()
    expect(ofType(html, 'BreadcrumbList')[0]?.itemListElement).toHaveLength(3)
    expect(meta(html, 'property', 'og:type')).toBe('article')
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image')
    // X falls back to the og: tags: each fact once.
    expect(meta(html, 'name', 'twitter:title')).toBeUndefined()
    expect(meta(html, 'name', 'twitter:image')).toBeUndefined()
  })

  it('case studies: list cards and a study with its customer and industry', async () => {
    const studies = await list(`${language}/case/`, 'case_study')
    const list1 = await visit(`${prefix}/case`)
    expect(list1.status).toBe(200)
    expect(cards(list1.html)).toBe(Math.min(CARDS_PER_PAGE, studies.total))
    const study = studies.stories[0] as Story
    const { status, html } = await visit(`${prefix}/case/${study.slug}`)
    expect(status).toBe(200)
    expect(h1(html)).toBe(escaped(title(study)))
    has(html, `<dt>${escaped(text.customer)}</dt><dd>${escaped(String(study.content.customer))}</dd>`)
    expect(ofType(html, 'Article')).toHaveLength(1)
  })

  it('glossary: every term on one page, in a section per letter, and an entry with its definition', async () => {
    const entries = await list(`${language}/glossary/`, 'glossary_entry', { sort_by: 'name:asc', per_page: 100 })
    const page1 = await visit(`${prefix}/glossary`)
    expect(cards(page1.html)).toBe(entries.total)
    has(page1.html, `<nav class="letter-index" aria-label="${escaped(text.lettersIndex)}">`)
    lacks(page1.html, `${prefix}/glossary/2/all`)
    const entry = entries.stories[0] as Story
    const { status, html } = await visit(`${prefix}/glossary/${entry.slug}`)
    expect(status).toBe(200)
    expect(h1(html)).toBe(escaped(title(entry)))
    has(html, 'class="richtext"')
  })

  it('press: releases and posts with the segmented control, the paged list, an item and a post', async () => {
    const press = await list(`${language}/press/`, 'press_item,press_post')
    const { status, html } = await visit(`${prefix}/press`)
    expect(status).toBe(200)
    expect(cards(html)).toBe(CARDS_PER_PAGE)
    has(html, `<a href="${prefix}/press" aria-current="page">${escaped(text.pressReleases)}</a>`)
    has(html, `<a href="${prefix}/press/clippings">${escaped(sectionName(sectionById('clippings'), language))}</a>`)
    const page2 = await visit(`${prefix}/press/page/2`)
    expect(page2.status).toBe(200)
    expect(cards(page2.html)).toBe(Math.min(CARDS_PER_PAGE, press.total - CARDS_PER_PAGE))
    const item = await first(`${language}/press/`, 'press_item')
    const itemPage = await visit(`${prefix}/press/${item.slug}`)
    expect(h1(itemPage.html)).toBe(escaped(title(item)))
    expect(ofType(itemPage.html, 'NewsArticle')).toHaveLength(1)
    const post = await first(`${language}/press/posts/`, 'press_post')
    for (const path of [`${prefix}/press/${post.slug}`, `${prefix}/press/posts/${post.slug}`]) {
      const postPage = await visit(path)
      expect(postPage.status, path).toBe(200)
      expect(h1(postPage.html), path).toBe(escaped(title(post)))
      has(postPage.html, 'class="image image--rounded article__hero"')
    }
  })

  it('press clippings: cards that open the publication in a new tab, paged', async () => {
    const clippings = await list(`${language}/press/clippings/`, 'press_clipping')
    const { status, html } = await visit(`${prefix}/press/clippings`)
    expect(status).toBe(200)
    expect(cards(html)).toBe(Math.min(CARDS_PER_PAGE, clippings.total))
    has(html, `<a href="${prefix}/press/clippings" aria-current="page">`)
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener" class="card__link">/)
    const lastPage = await visit(`${prefix}/press/clippings/${Math.ceil(clippings.total / CARDS_PER_PAGE)}`)
    expect(lastPage.status).toBe(200)
  })

  it('reports: an ungated report links its PDF, a gated one has the download popup and a no-JS form, never its file', async () => {
    const reports = await list(`${language}/reports/`, 'report')
    expect(cards((await visit(`${prefix}/reports`)).html)).toBe(Math.min(CARDS_PER_PAGE, reports.total))
    const open = await first(`${language}/reports/`, 'report', { 'filter_query[gated][is]': 'false' })
    const openPage = await visit(`${prefix}/reports/${open.slug}`)
    expect(openPage.status).toBe(200)
    has(openPage.html, `href="${(open.content.file as { filename: string }).filename}" download=""`)
    has(openPage.html, `<span>${escaped(text.download)}</span>`)
    const gated = await first(`${language}/reports/`, 'report', { 'filter_query[gated][is]': 'true' })
    const gatedPage = await visit(`${prefix}/reports/${gated.slug}`)
    const form = readReportFormText(await settingsOf(language), language)
    expect(gatedPage.status).toBe(200)
    has(gatedPage.html, escaped(text.gatedIntro))
    has(gatedPage.html, `aria-haspopup="dialog" aria-expanded="false"><span>${escaped(form.open_button)}</span></button>`)
    has(gatedPage.html, `<noscript><form class="lead-form" action="/api/reports/${gated.slug}/download#report-download" method="post">`)
    has(gatedPage.html, `<input type="hidden" name="language" value="${language}"/>`)
    lacks(gatedPage.html, (gated.content.file as { filename: string }).filename)
    lacks(gatedPage.html, '.pdf')
  })

  it('tech: category tabs and an article with its category', async () => {
    const articles = await list(`${language}/tech/`, 'tech_article')
    const { html } = await visit(`${prefix}/tech`)
    expect(cards(html)).toBe(Math.min(CARDS_PER_PAGE, articles.total))
    has(html, `<a href="${prefix}/tech/1/engineering">`)
    const article = articles.stories[0] as Story
    const page = await visit(`${prefix}/tech/${article.slug}`)
    expect(page.status).toBe(200)
    expect(h1(page.html)).toBe(escaped(title(article)))
    has(page.html, `href="${prefix}/tech/1/${String(article.content.category)}"`)
    expect(ofType(page.html, 'TechArticle')).toHaveLength(1)
  })

  it('webinars: list, an upcoming webinar with its time and registration, a past one with its recording', async () => {
    const webinars = await list(`${language}/webinars/`, 'webinar')
    expect(cards((await visit(`${prefix}/webinars`)).html)).toBe(Math.min(CARDS_PER_PAGE, webinars.total))
    const now = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const upcoming = await first(`${language}/webinars/`, 'webinar', { 'filter_query[date][gt_date]': now })
    const { status, html } = await visit(`${prefix}/webinars/${upcoming.slug}`)
    expect(status).toBe(200)
    expect(h1(html)).toBe(escaped(title(upcoming)))
    has(html, `<time dateTime="${String(upcoming.content.date).replace(' ', 'T')}:00.000Z">`)
    expect(html).toMatch(language === 'de' ? / Uhr MES?Z<\/time>/ : / CES?T<\/time>/)
    has(html, `href="${(upcoming.content.registration_link as { url: string }).url}"`)
    has(html, escaped(text.registerForWebinar))
    const recorded = await first(`${language}/webinars/`, 'webinar', { 'filter_query[date][lt_date]': now, 'filter_query[video_url][is]': 'not_empty' })
    has(
      (await visit(`${prefix}/webinars/${recorded.slug}`)).html,
      // Its cover is the poster, so the player is no black box before it is played.
      `<video src="${String(recorded.content.video_url)}" controls="" preload="none" aria-label="${escaped(`${text.webinarVideo}: ${title(recorded)}`)}" poster="`,
    )
  })

  it('structured data: the square logo, events that end with their cover, and articles without an image of their own shown with the share image', async () => {
    const settings = await settingsOf(language)
    const home = await visit(prefix || '/')
    expect(ofType(home.html, 'Organization')[0]?.logo).toBe(
      settings.organization_logo?.filename?.replace('https://a.storyblok.com', new URL(env.STORYBLOK_LOCAL_ENDPOINT).origin),
    )
    const webinar = (await list(`${language}/webinars/`, 'webinar')).stories[0] as Story
    const [event] = ofType((await visit(`${prefix}/webinars/${webinar.slug}`)).html, 'Event')
    expect(Date.parse(String(event?.endDate)) - Date.parse(String(event?.startDate))).toBe(Number(webinar.content.duration) * 60_000)
    expect(event).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      organizer: { '@id': expect.stringContaining('#organization') },
      image: [expect.stringContaining('/webinar-')],
    })
    const article = (await list(`${language}/tech/`, 'tech_article')).stories[0] as Story
    const [tech] = ofType((await visit(`${prefix}/tech/${article.slug}`)).html, 'TechArticle')
    expect(tech?.image).toEqual(expect.arrayContaining([expect.stringContaining('freight-demo-share')]))
  })

  it('open positions: every opening still taking applications at its anchor, a JobPosting each; an expired one nowhere', async () => {
    const all = (await list(`${language}/open-positions/`, 'job_opening', { per_page: 100 })).stories
    const now = Date.now()
    const [open, expired] = [all.filter((story) => isOpen(readJobOpening(story), now)), all.filter((story) => !isOpen(readJobOpening(story), now))]
    expect(expired).toHaveLength(1)
    const { status, html } = await visit(`${prefix}/open-positions`)
    expect(status).toBe(200)
    for (const opening of open) {
      has(html, `<section id="${opening.slug}" class="job"`)
      has(html, escaped(title(opening)))
    }
    expect(html).not.toContain(`id="${expired[0]?.slug}"`)
    const postings = ofType(html, 'JobPosting')
    expect(postings).toHaveLength(open.length)
    for (const posting of postings) {
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(now)
      expect(posting.description).toMatch(/^<h3>.*<\/h3><p>.*<ul><li><p>/)
      expect(posting.jobLocation).toMatchObject({
        address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
      })
    }
    expect(postings[0]).toMatchObject({ hiringOrganization: { '@type': 'Organization' }, url: expect.stringContaining(`${ORIGIN}${prefix}/open-positions#`) })
    expect(postings.map((posting) => posting.employmentType)).toEqual(expect.arrayContaining(['FULL_TIME']))
  })
})

describe('every page', () => {
  it('writes JSON-LD that parses and cannot close its script element', async () => {
    const post = await first('en/blog/', 'blog_post')
    for (const path of ['/', '/blog', `/blog/${post.slug}`, '/open-positions']) {
      const { html } = await visit(path)
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => match[1] ?? '')
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const script of scripts) {
        expect(() => JSON.parse(script), path).not.toThrow()
        expect(script, path).not.toMatch(/[<>]/)
      }
    }
  })

  it('is noindex in the visual editor preview only', async () => {
    const source = contentSource(env)
    const url = await signedEditorUrl(`${ORIGIN}/about`, {
      spaceId: source.spaceId,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: source.previewToken,
    })
    const { status, html } = await visit(url.pathname + url.search)
    expect(status).toBe(200)
    has(html, '<meta name="robots" content="noindex, nofollow"/>')
    expect((await visit('/about')).html).not.toContain('name="robots"')
  })

  it('leaves scroll restoration to the browser on every page: back and reload keep the reader where they were', async () => {
    for (const path of ['/contact', '/about', '/blog', '/open-positions']) expect((await visit(path)).html).not.toContain('scroll-restoration')
  })
})
