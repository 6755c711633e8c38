import type { Hono } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { BENCH_UNCACHED_HEADER } from '../config/benchBypass'
import { prefersMarkdown } from '../machines/prefersMarkdown'
import { markdownAddress, pagePathOfMarkdown } from '../../shared/seo/markdownAddress'
import { readRequest } from '../routeTable/routeRequest'
import { VISITOR_HEADERS, visitorHints } from '../visitorLanguage/visitorHints'
import { DEBUG_TIMING_HEADER } from '../observability/serverTimingShown'
import { httpsRedirect } from './httpsRedirect'

/** Answered here, never cached: the API (webhooks, report leads) and the build a browser should run. */
const OWN_PATHS = ['/api/', '/builds/']
/** Storyblok's visual editor adds these to a preview's address: previews (verified or not) are decided here. */
const PREVIEW_PARAM = /^_storyblok/
/** Headers no cached answer may depend on: the visitor's, credentials (which make Workers Cache bypass), and the debug timing's secret. */
const STRIPPED = [...VISITOR_HEADERS, 'authorization', DEBUG_TIMING_HEADER]
/** For Workers Cache only, which consumes and strips it: an answer of this entry point never reaches a cache, so it never carries it. */
const CACHE_TAG = 'cache-tag'
/** Files that are no page, whatever the Accept header says: robots.txt, llms.txt, sitemaps, feeds, calendar files, and Markdown addresses themselves. */
const NOT_A_PAGE = /\.(txt|xml|md|ics)$/

/**
 * The request to hand to the cached renderer, or null when the answer is this visitor's own
 * (docs/decisions/workers-cache.md): any method but GET and HEAD, the API, a preview, and a
 * page address where the language cookie, the country or the Referer leads elsewhere (a language
 * redirect, a language choice, `/en/…` kept for a visitor whose country says otherwise). What is
 * forwarded carries none of the visitor's headers, so the renderer answers it the same for every
 * visitor: English `/about` without a cookie is cached, `/about` with the `de` cookie is not.
 */
function rendererRequest(request: Request, env: Env): Request | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (OWN_PATHS.some((path) => url.pathname.startsWith(path))) return null
  if ([...url.searchParams.keys()].some((name) => PREVIEW_PARAM.test(name))) return null
  if (request.headers.has(BENCH_UNCACHED_HEADER)) return null
  const config = languageConfig(env)
  // A Markdown address depends on the visitor as its page does.
  const page = pagePathOfMarkdown(url.pathname)
  const decided = new URL(url)
  if (page !== null) decided.pathname = page
  const { reading } = readRequest({ url: decided, hints: visitorHints(request.headers, url, config.cookieName), editor: false }, config)
  if (reading && (reading.chosen !== null || reading.redirectLanguage !== null || reading.keepsPrefix)) return null
  // A request that carries none of them is forwarded as it is (a crawler's, a first visit's): no copy to make.
  if (!STRIPPED.some((name) => request.headers.has(name))) return request
  const forwarded = new Request(request)
  for (const name of STRIPPED) forwarded.headers.delete(name)
  return forwarded
}

/** An answer of this entry point (a preview, a kept page asked for with unsigned preview parameters) without the tags that name the space's folders. */
function withoutCacheTag(response: Response): Response {
  if (!response.headers.has(CACHE_TAG)) return response
  const answer = new Response(response.body, response)
  answer.headers.delete(CACHE_TAG)
  return answer
}

/** Whether a request's answer may be a page's HTML or its Markdown, as its Accept header says: a page address asked for with GET or HEAD. */
function negotiable(request: Request, url: URL): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !OWN_PATHS.some((path) => url.pathname.startsWith(path)) && !NOT_A_PAGE.test(url.pathname)
}

/**
 * A page asked for with `Accept: text/markdown` is asked for at its Markdown address
 * (docs/decisions/markdown-for-machines.md): Workers Cache keys by address, not by Accept, so
 * the page and its Markdown are two copies, each purged by the page's tags.
 */
function markdownRequest(request: Request, url: URL): Request {
  if (!prefersMarkdown(request.headers.get('accept'))) return request
  const markdown = new URL(url)
  markdown.pathname = markdownAddress(url.pathname)
  return new Request(markdown, request)
}

/** An answer that depends on the Accept header says so, so that no cache between here and the visitor hands HTML for Markdown or back. */
function varyByAccept(response: Response): Response {
  const vary = response.headers.get('vary')
  if (vary && /(^|,)\s*(accept|\*)\s*(,|$)/i.test(vary)) return response
  const answer = new Response(response.body, response)
  answer.headers.set('vary', vary ? `${vary}, Accept` : 'Accept')
  return answer
}

/**
 * The default entry point, not cached: sends plain http for the site's host to https
 * (httpsRedirect); decides what depends on the visitor and answers it; hands
 * everything else to the cached Renderer through `ctx.exports`, where Workers Cache answers a hit
 * without running it. A page asked for as Markdown becomes a request for its Markdown address first.
 */
export function gateway(app: Hono<AppEnv>): (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> {
  return async (request, env, ctx) => {
    const url = new URL(request.url)
    const secure = httpsRedirect(request, url, env.SITE_ORIGIN)
    if (secure) return secure
    const negotiated = negotiable(request, url)
    const asked = negotiated ? markdownRequest(request, url) : request
    const forwarded = rendererRequest(asked, env)
    const response = forwarded ? await ctx.exports.Renderer.fetch(forwarded) : withoutCacheTag(await app.fetch(asked, env, ctx))
    return negotiated ? varyByAccept(response) : response
  }
}
