import { isUnlisted } from '../content/isUnlisted'
import { readAsset } from '../content/readers/fields/readAsset'
import { readPage } from '../content/types/page'
import type { LanguageAlternate } from '../i18n/LanguageAlternate'
import { openGraphLocale } from '../i18n/languages'
import { shownOpeningIds } from '../jobFilters/JobFilterData'
import { hasJobFilters } from '../jobFilters/jobFilterQuery'
import { messagesFor } from '../i18n/messages/catalogue'
import type { ListPageData, PageData, SearchPageData, StoryPageData } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'
import { breadcrumbTrail } from '../sections/breadcrumbTrail'
import { contentTypeIn } from '../sections/sections'
import { sectionName } from '../sections/sectionName'
import { articleJsonLd } from './articleJsonLd'
import { breadcrumbJsonLd } from './breadcrumbJsonLd'
import { faqPageJsonLd } from './faqPageJsonLd'
import { feedFor, feedPath } from './feedFor'
import { hreflangLinks } from './hreflangLinks'
import { jobPostingJsonLd } from './jobPostingJsonLd'
import type { JsonLd } from './JsonLd'
import { organizationJsonLd } from './organizationJsonLd'
import type { PageHead, SocialMeta } from './PageHead'
import { socialImage } from './socialImage'
import { webinarEventJsonLd } from './webinarEventJsonLd'
import { webSiteJsonLd } from './webSiteJsonLd'
import { storySummary } from './storySummary'
import { markdownAddress } from './markdownAddress'

/** Previews and drafts in the visual editor, and a site that is not indexable (staging), must never be indexed. */
const NOINDEX = 'noindex, nofollow'
/** Filtered open positions (the unfiltered list is the page to index) and unlisted stories: their links are still followed. */
const NOINDEX_FOLLOW = 'noindex, follow'

export interface PageHeadInput {
  data: PageData
  /** The page's published translations, itself included (site paths). */
  alternates: readonly LanguageAlternate[]
  canonicalPath: string
  /** The page's query in normal form, for routes with a query of their own (LoadedPage's `search`): its Markdown address keeps it. */
  search?: string
  /** The public origin canonical and structured-data URLs are written on. */
  origin: string
  language: string
  /** A draft preview: noindex. */
  draft: boolean
  /** False on a site search engines must not index (staging): noindex. */
  indexable: boolean
  /** The language's site settings: the Organization node's square logo, and the share image of pages without one of their own. */
  settings: SiteSettings | null
  /** Every language the site is in, for the home page's WebSite node. */
  siteLanguages: readonly string[]
  /** The company's name: Organization node, job postings, `og:site_name`. */
  company: string
}

interface Parts {
  title: string
  description: string
  social: SocialMeta
  jsonLd: JsonLd[]
  previous?: string
  next?: string
  /** False for pages whose translations are not the same page (a list's later pages, filtered lists). */
  hreflang: boolean
  /** A view of another page (filtered open positions): not to be indexed. */
  filtered?: boolean
  /** A story only its link leads to: not to be indexed either. */
  unlisted?: boolean
}

function storyParts(data: StoryPageData, { origin, language, siteLanguages, company }: PageHeadInput, canonical: string, social: SocialMeta): Parts {
  const summary = storySummary(data.story, data.type)
  // A story without an image of its own is shared, and marked up, with the settings' share image: one rule for both.
  const image = socialImage(summary.image) ?? social.image ?? null
  const imageUrl = image?.url ?? null
  const event = data.kind === 'webinar' ? webinarEventJsonLd({ story: data.story, summary, url: canonical, imageUrl, origin, language, now: data.now }) : []
  const article = articleJsonLd({ summary, url: canonical, imageUrl, origin, language })
  const trail = breadcrumbTrail(data, summary.title, language)
  const faq = faqPageJsonLd(data.story, canonical)
  return {
    title: summary.title,
    description: summary.description,
    social: {
      ...social,
      ...(image ? { image } : {}),
      ...(article ? { type: 'article' } : {}),
      ...(article && summary.published ? { publishedTime: summary.published } : {}),
      ...(article && summary.modified ? { modifiedTime: summary.modified } : {}),
    },
    jsonLd: [
      ...(data.kind === 'home' ? [webSiteJsonLd(origin, company, siteLanguages, language)] : []),
      ...(trail.length > 1 ? [breadcrumbJsonLd(trail, origin)] : []),
      ...(event.length > 0 ? event : article ? [article] : []),
      ...(faq ? [faq] : []),
    ],
    hreflang: true,
    unlisted: isUnlisted(data.story),
  }
}

/** Listed stories whose structured data stands on the list page itself: they have no page of their own. */
const LISTED_SCHEMA_TYPE = 'JobPosting'

function listParts(data: ListPageData, { origin, language, company, settings }: PageHeadInput, canonical: string, social: SocialMeta): Parts {
  const start = data.story ? readPage(data.story) : null
  const title = start?.title || sectionName(data.section, language)
  const filters = data.jobFilters
  const filtered = filters ? hasJobFilters(filters.selection) : false
  const shownIds = filters ? shownOpeningIds(filters.openings, filters.selection) : null
  const shown = shownIds ? data.items.filter((item) => shownIds.has(item.slug)) : data.items
  const jobs = shown
    .filter((item) => contentTypeIn(data.section, item).schemaType === LISTED_SCHEMA_TYPE)
    .map((item) => jobPostingJsonLd(item, canonical, origin, company, settings?.jobs_apply_link))
    .filter((job) => job !== null)
  return {
    // The page number keeps the titles of a list's pages apart.
    title: data.page > 1 ? `${title} (${data.page}/${data.lastPage})` : title,
    description: start?.description ?? '',
    social,
    jsonLd: jobs,
    ...(data.previousHref ? { previous: new URL(data.previousHref, origin).href } : {}),
    ...(data.nextHref ? { next: new URL(data.nextHref, origin).href } : {}),
    hreflang: data.page === 1 && !filtered,
    filtered,
  }
}

/**
 * The search page: a view of the site for one query, kept out of indexes (`noindex, follow`) and
 * without translations of itself. Its title leaves the query out: page views report titles, and a
 * query may hold what a visitor would not share (the page's heading shows it).
 */
function searchParts(data: SearchPageData, { language }: PageHeadInput, social: SocialMeta): Parts {
  const title = messagesFor(language).island.searchLabel
  const { page, lastPage } = data.search
  return { title: page > 1 ? `${title} (${page}/${lastPage})` : title, description: '', social, jsonLd: [], hreflang: false, filtered: true }
}

/**
 * A page's <head>: title, description, canonical URL, hreflang links (x-default on English), Open
 * Graph and Twitter tags, and JSON-LD (Organization everywhere; WebSite on home pages;
 * BreadcrumbList and Article (Report; Event for webinars) on articles and pages; FAQPage on pages
 * with questions; JobPosting on the open positions). Drafts and non-indexable sites are noindex;
 * filtered open positions and the search page are `noindex, follow`, filtered positions with the
 * unfiltered list as their canonical. A list's later pages keep their own canonical and stay
 * indexable, without hreflang links (their translations are not the same page). Every published
 * page names its Markdown address (markdownAddress).
 */
export function pageHeadFor(input: PageHeadInput): PageHead {
  const { data, origin, language, draft, indexable, settings, company, alternates, canonicalPath, search = '' } = input
  const canonical = new URL(canonicalPath, origin).href
  const shareImage = socialImage(readAsset(settings?.share_image))
  const social: SocialMeta = {
    type: 'website',
    siteName: company,
    locale: openGraphLocale(language),
    alternateLocales: [],
    ...(shareImage ? { image: shareImage } : {}),
  }
  const logo = readAsset(settings?.organization_logo)?.src ?? null
  const parts =
    data.kind === 'search'
      ? searchParts(data, input, social)
      : 'items' in data
        ? listParts(data, input, canonical, social)
        : storyParts(data, input, canonical, social)
  const hreflang = parts.hreflang ? hreflangLinks(alternates, origin) : []
  const feed = feedFor('section' in data ? data.section : undefined)
  const alternateLocales =
    hreflang.length > 0 ? alternates.filter((alternate) => alternate.language !== language).map((alternate) => openGraphLocale(alternate.language)) : []
  return {
    title: parts.title,
    description: parts.description || parts.title,
    canonical,
    ...(draft || !indexable ? { robots: NOINDEX } : parts.filtered || parts.unlisted ? { robots: NOINDEX_FOLLOW } : {}),
    ...(hreflang.length > 0 ? { alternates: hreflang } : {}),
    ...(parts.previous ? { previous: parts.previous } : {}),
    ...(parts.next ? { next: parts.next } : {}),
    // A draft is the editor's: its Markdown would be the published page's.
    ...(draft ? {} : { markdown: new URL(markdownAddress(canonicalPath + search), origin).href }),
    ...(feed ? { feeds: [{ title: `${sectionName(feed, language)} – ${company}`, href: new URL(feedPath(language, feed), origin).href }] } : {}),
    social: { ...parts.social, alternateLocales },
    jsonLd: [organizationJsonLd(origin, company, logo), ...parts.jsonLd],
  }
}
