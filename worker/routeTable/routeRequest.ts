import { DEFAULT_LANGUAGE, languagePrefix, SET_LANGUAGE_PARAM } from '../../shared/i18n/languages'
import { NO_TRANSLATION_ID } from '../../shared/components/shell/NoTranslationNotice'
import type { PathProblem } from '../../shared/i18n/messages/Messages'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { settingsOrNull } from '../content/settingsOrNull'
import type { LoadedPage } from '../loaders/Loader'
import { jobOpeningAddress } from './jobOpeningAddress'
import { lookupRedirect } from '../redirects/lookupRedirect'
import { formerAddress } from '../redirects/storyAddresses'
import { matchRoute, type RouteMatch } from './matchRoute'
import { parseSitePath, type SitePath } from './parseSitePath'
import { matchPreviewRoute } from './previewRouteTable'
import { preferredLanguage, type LanguageHints } from '../visitorLanguage/preferredLanguage'
import { routeLanguages } from './routeLanguages'
import type { RouteDefinition } from './RouteDefinition'

/** A list's page number where an article's slug would be (`/blog/2`). */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/
/** The part of `{full path}` an error page shows. */
const MAX_SHOWN_PATH = 1024

export interface RequestFacts {
  url: URL
  hints: LanguageHints
  /** A verified visual-editor request: never language-redirected, never served from the page cache. */
  editor: boolean
  /** The page of this site the request came from (its same-site Referer), when known: where a language choice was made. */
  cameFrom?: URL | null
}

interface Redirect {
  kind: 'redirect'
  /** 301 for permanent moves (cleaning, redirect entries); 302 for choices about the visitor. */
  status: 301 | 302
  location: string
  /** Set when the visitor chose a language: the value to store in the language cookie. */
  languageCookie?: string
}

interface Page {
  kind: 'page'
  page: LoadedPage
  /** The route table's pattern that matched (`/blog/:slug`). */
  route: string
  language: string
  settings: SiteSettings | null
  /** Set when the address named the language against the visitor's cookie or country (`/en/…`): the value to store in the language cookie. */
  languageCookie?: string
}

interface NotFound {
  kind: 'notFound'
  /** 404, or 410 for what is gone for good (an expired job opening's address). */
  status?: 404 | 410
  /** What the error page says went wrong, in its language. */
  problem: PathProblem
  /** The address as the error page shows it (`{full path}`, shortened when long). */
  path: string
  language: string
  settings: SiteSettings | null
  /** A 410's way on: a closed opening's open positions, a removed page's home. */
  next?: string
}

/** What the route rules decided. `varies`: the answer depends on the language cookie, the country and whether the visitor came from the site. */
export type RouteOutcome = (Redirect | Page | NotFound) & { varies: boolean }

function shownPath(url: URL): string {
  const full = url.pathname + url.search
  return full.length > MAX_SHOWN_PATH ? `${full.slice(0, MAX_SHOWN_PATH)}…` : full
}

/** The visitor's query, unless the target brings its own. */
function withQuery(location: string, search: string): string {
  return location.includes('?') || location.includes('#') ? location : location + search
}

/**
 * The query a page's translation is reached with by a language redirect: the visitor's own; for a
 * route with a query of its own, that query said in the translation's language (its words are
 * the page's: department names), or none where the route cannot say it.
 */
async function queryInLanguage(route: RouteDefinition | undefined, ctx: ContentContext, from: string, to: string, url: URL): Promise<string> {
  if (!route?.query) return url.search
  return route.inLanguage ? route.inLanguage({ ctx, from, to, query: url.searchParams }) : ''
}

/**
 * The query a language choice carries from the page it was made on: the switch's links are the
 * same for every visitor of a page, while the filters a visitor set (with or without JavaScript)
 * are in the address of the page they leave, which the browser sends as the Referer. Only from an
 * address of the same route, one with a query of its own that can be said in another language.
 */
async function choiceQuery({ cameFrom }: RequestFacts, ctx: ContentContext, config: LanguageConfig, site: SitePath): Promise<string> {
  const origin = cameFrom ? parseSitePath(cameFrom.pathname, config.supported) : null
  const route = matchRoute(site.rest)?.route
  if (!cameFrom || !origin || !route?.inLanguage || matchRoute(origin.rest)?.route !== route) return ''
  return route.inLanguage({ ctx, from: origin.language, to: site.language, query: cameFrom.searchParams })
}

/** The address of a page with its language segment, the default language's `/en` included. */
function namedAddress(site: SitePath): string {
  return `/${site.language}${site.rest === '/' ? '' : site.rest}`
}

/** What a request asks for, before any content is read. */
interface RequestReading {
  site: SitePath
  /** The `?set-language=` value, when the language switch sent one. */
  chosen: string | null
  /** A language the visitor prefers over the path's own (cookie, else country), when it differs and the path names none. */
  redirectLanguage: string | null
  /**
   * The address named English (`/en/…`) and the visitor's cookie or country leads the unprefixed
   * address elsewhere: the page is answered at `/en/…`, and the choice stored.
   */
  keepsPrefix: boolean
  /** Where the page is answered: its canonical path, or its `/en/…` address (keepsPrefix). */
  address: string
  /** The path is not that address. */
  cleaned: boolean
}

function readSite({ url, hints, editor }: RequestFacts, config: LanguageConfig, site: SitePath): RequestReading {
  const preferred = editor ? null : preferredLanguage(hints, config.supported)
  const elsewhere = preferred !== null && preferred !== site.language ? preferred : null
  const keepsPrefix = site.explicit && !site.prefixed && elsewhere !== null
  const address = keepsPrefix ? namedAddress(site) : site.path
  return {
    site,
    chosen: url.searchParams.get(SET_LANGUAGE_PARAM),
    // A language the path names is never overridden, by the cookie or by the country.
    redirectLanguage: site.explicit ? null : elsewhere,
    keepsPrefix,
    address,
    cleaned: address !== url.pathname,
  }
}

/** A request read once, for both the page cache's key (cacheablePath) and the route rules (routeRequest). */
export interface ReadRequest extends RequestFacts {
  /** Its site path and what the route rules read from it; null when the path is no site path. */
  reading: RequestReading | null
}

/** Parses a request's path, once. */
export function readRequest(facts: RequestFacts, config: LanguageConfig): ReadRequest {
  const site = parseSitePath(facts.url.pathname, config.supported)
  return { ...facts, reading: site ? readSite(facts, config, site) : null }
}

/**
 * Where a language choice (`?set-language=`) leads: the same address; but English chosen on an
 * unprefixed address by a visitor arriving from elsewhere whose country leads to another language
 * goes to its `/en/…` address, which holds the choice even for a browser that refuses the cookie.
 */
function choiceAddress({ hints, editor }: RequestFacts, config: LanguageConfig, site: SitePath, language: string): string {
  if (language !== site.language || site.prefixed || editor) return site.path
  const country = preferredLanguage({ ...hints, cookie: undefined }, config.supported)
  return country !== null && country !== language ? namedAddress(site) : site.path
}

/**
 * The canonical path of a request that can only end in that path's own page (no language
 * choice, no language redirect, nothing to clean), with the query for routes that have their
 * own (the open positions' filters) in normal form: the key under which its rendered page may
 * be cached. Null for any request that may need a redirect first, and for verified editors.
 * Unverified preview parameters (`?_storyblok=…` without a valid signature) change nothing:
 * they get the cached published page (on a route with a query of its own, after the 301 that
 * drops them with any other unknown parameter).
 */
export function cacheablePath({ url, editor, reading }: ReadRequest): string | null {
  if (!reading || editor) return null
  const { site, chosen, redirectLanguage, keepsPrefix, cleaned } = reading
  if (chosen !== null || redirectLanguage !== null || keepsPrefix || cleaned) return null
  const ownQuery = matchRoute(site.rest)?.route.query
  if (!ownQuery) return site.path
  // Only a query already in normal form: any other form is redirected before a page is cached.
  return ownQuery(url.searchParams) === url.search ? site.path + url.search : null
}

/**
 * A verified preview at an address only previews have (previewRouteTable.ts, a story's full
 * slug): its page, or null to go on as for any other request.
 */
async function previewPage(site: SitePath, ctx: ContentContext, config: LanguageConfig, query: URLSearchParams): Promise<Page | null> {
  const match = matchPreviewRoute(site.rest)
  const languages = match ? routeLanguages(match.route.availability, config) : []
  if (!match || !languages.includes(site.language)) return null
  const { language } = site
  const [page, settings] = await Promise.all([
    match.route.load({ ctx, language, params: match.params, config, languages, query }),
    settingsOrNull(ctx, language),
  ])
  return page ? { kind: 'page', page, route: match.route.pattern, language, settings } : null
}

/**
 * What an address whose route found no page answers: a job opening's address leads to it on the
 * open positions (or 410 once it closed); an address a story had before it moved leads to where it
 * is now, one it had before it went is 410 (storyAddresses); else the error page: 'Page not found'
 * where no route matched (or a route that only some addresses of its shape are: pages in folders),
 * 'Page Not Found' where a route's loader found nothing. A number where a list's article would be
 * (`/blog/2`) leads to that page of the list; an address in a language the page lacks, to the
 * English page (defaultLanguagePage).
 */
async function answerMissing(
  { url, editor, reading }: ReadRequest,
  ctx: ContentContext,
  config: LanguageConfig,
  site: SitePath,
  match: RouteMatch | null,
  notFound: Omit<NotFound, 'problem'> & { varies: boolean },
): Promise<RouteOutcome> {
  const route = match?.route ?? null
  // `/blog/2`: no article has a number for a slug; the visitor wants the list's second page.
  const pageNumber = route?.pageOfList && PAGE_NUMBER.test(match?.params.slug ?? '') ? Number(match?.params.slug) : null
  if (route?.pageOfList && pageNumber !== null)
    return { kind: 'redirect', status: 301, location: languagePrefix(site.language) + route.pageOfList(pageNumber), varies: false }
  const unmatched = !route || route.missIsUnmatched === true
  const preferred = reading?.redirectLanguage ?? null
  const opening = unmatched ? await jobOpeningAddress(ctx, { language: site.language, preferred }, site.rest, Date.now()) : null
  // To the translation the visitor's language leads to: theirs alone (302), as any language redirect.
  if (opening?.kind === 'open') return { kind: 'redirect', status: opening.translated ? 302 : 301, location: opening.location, varies: notFound.varies }
  if (opening?.kind === 'gone') return { ...notFound, status: 410, problem: 'closed', next: opening.list }
  // Every address a story had is one a route matches: only those are asked for.
  const former = route && !editor ? await formerAddress(ctx.env.LEADS, site.path) : null
  if (former?.kind === 'moved') return { kind: 'redirect', status: 301, location: withQuery(former.location, url.search), varies: false }
  if (former?.kind === 'gone') return { ...notFound, status: 410, problem: 'gone', next: languagePrefix(site.language) || '/' }
  const elsewhere = editor ? null : await defaultLanguagePage(ctx, config, site, url.searchParams)
  if (elsewhere) return { kind: 'redirect', status: 302, location: `${withQuery(elsewhere, url.search)}#${NO_TRANSLATION_ID}`, varies: false }
  return { ...notFound, problem: unmatched ? 'noRoute' : 'notFound' }
}

/**
 * The default language's page at the same address below the language prefix (`/about` for
 * `/pl/about`), when there is one: a page that exists only in English is where an address in
 * another language leads, with the notice the language switch shows (`#no-translation`), not a
 * 404. Null in the default language, and where English has no such page either.
 */
async function defaultLanguagePage(ctx: ContentContext, config: LanguageConfig, site: SitePath, query: URLSearchParams): Promise<string | null> {
  if (site.language === DEFAULT_LANGUAGE) return null
  const match = matchRoute(site.rest)
  const languages = match ? routeLanguages(match.route.availability, config) : []
  if (!match || !languages.includes(DEFAULT_LANGUAGE)) return null
  // Only a page that can be had: when content cannot be read, the address stays the 404 it was.
  const page = await match.route.load({ ctx, language: DEFAULT_LANGUAGE, params: match.params, config, languages, query }).catch(() => null)
  return page ? site.rest : null
}

/**
 * The route rules for one GET request, in an order that needs at most one redirect:
 * a language choice (`?set-language=`) is stored; a redirect entry for the canonical path wins;
 * on a path that names no language a preferred language (cookie, else country) leads to the
 * page's published translation in that language, while a named one (`/en/…` too) is never
 * overridden; a path that is not canonical is redirected to its canonical form; then the route
 * table: no route is 'Page not found', a route whose loader (validation hook) finds nothing is
 * 'Page Not Found', unless a story had that address (storyAddresses: 301 to where it is now, 410
 * once it is gone). A verified preview follows no redirect entry and tries the preview's own
 * addresses first.
 */
export async function routeRequest(facts: ReadRequest, ctx: ContentContext, config: LanguageConfig): Promise<RouteOutcome> {
  const { url, reading } = facts
  if (!reading) {
    return {
      kind: 'notFound',
      problem: 'noRoute',
      path: shownPath(url),
      language: DEFAULT_LANGUAGE,
      settings: await settingsOrNull(ctx, DEFAULT_LANGUAGE),
      varies: true,
    }
  }
  const { site, chosen, redirectLanguage, keepsPrefix, address, cleaned } = reading
  const varies = !site.prefixed

  if (chosen !== null) {
    const query = new URLSearchParams(url.search)
    query.delete(SET_LANGUAGE_PARAM)
    const rest = query.size > 0 ? `?${query}` : await choiceQuery(facts, ctx, config, site)
    const language = chosen.trim().toLowerCase()
    if (!config.supported.has(language)) return { kind: 'redirect', status: 302, location: site.path + rest, varies }
    return { kind: 'redirect', status: 302, location: choiceAddress(facts, config, site, language) + rest, languageCookie: language, varies }
  }

  if (facts.editor && !cleaned) {
    const preview = await previewPage(site, ctx, config, url.searchParams)
    if (preview) return { ...preview, varies }
  }

  const match = matchRoute(site.rest)
  const languages = match ? routeLanguages(match.route.availability, config) : []
  const route = match && languages.includes(site.language) ? match : null
  const ownQuery = Boolean(route?.route.query)

  const [target, page, settings] = await Promise.all([
    // The editor opened a story at its address: it sees the story, not where visitors are sent.
    facts.editor ? null : lookupRedirect(ctx, site.path, config.supported),
    // A route with a query of its own loads even to clean the path, so that one redirect also normalises the query.
    route && (!cleaned || redirectLanguage || ownQuery)
      ? route.route.load({ ctx, language: site.language, params: route.params, config, languages, query: url.searchParams })
      : null,
    cleaned ? null : settingsOrNull(ctx, site.language),
  ])
  if (target) return { kind: 'redirect', status: 301, location: target.startsWith('/') ? withQuery(target, url.search) : target, varies: false }
  const translation = redirectLanguage ? page?.alternates.find((alternate) => alternate.language === redirectLanguage) : undefined
  if (translation) {
    const search = await queryInLanguage(route?.route, ctx, site.language, translation.language, url)
    return { kind: 'redirect', status: 302, location: translation.href + search, varies }
  }
  const search = page?.search !== undefined && !facts.editor ? page.search : url.search
  // Keeping `/en` depends on the visitor: that cleaning is theirs alone (302), like a language redirect.
  if (cleaned || search !== url.search) return { kind: 'redirect', status: keepsPrefix ? 302 : 301, location: address + search, varies }
  if (!route || !page)
    return answerMissing(facts, ctx, config, site, route, { kind: 'notFound', path: shownPath(url), language: site.language, settings, varies })
  return {
    kind: 'page',
    page,
    route: route.route.pattern,
    language: site.language,
    settings,
    ...(keepsPrefix ? { languageCookie: site.language } : {}),
    varies,
  }
}
