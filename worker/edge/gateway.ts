import type { Hono } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { BENCH_UNCACHED_HEADER } from '../render/benchBypass'
import { readRequest } from '../routeTable/routeRequest'
import { VISITOR_HEADERS, visitorHints } from '../visitorLanguage/visitorHints'

/** Answered here, never cached: the API (webhooks, report leads) and the build a browser should run. */
const OWN_PATHS = ['/api/', '/builds/']
/** Storyblok's visual editor adds these to a preview's address: previews (verified or not) are decided here. */
const PREVIEW_PARAM = /^_storyblok/
/** Headers no cached answer may depend on: the visitor's, and credentials (which make Workers Cache bypass). */
const STRIPPED = [...VISITOR_HEADERS, 'authorization']

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
  const { reading } = readRequest({ url, hints: visitorHints(request.headers, url, config.cookieName), editor: false }, config)
  if (reading && (reading.chosen !== null || reading.redirectLanguage !== null || reading.keepsPrefix)) return null
  const forwarded = new Request(request)
  for (const name of STRIPPED) forwarded.headers.delete(name)
  return forwarded
}

/**
 * The default entry point, not cached: decides what depends on the visitor and answers it; hands
 * everything else to the cached Renderer through `ctx.exports`, where Workers Cache answers a hit
 * without running it.
 */
export function gateway(app: Hono<AppEnv>): (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> {
  return (request, env, ctx) => {
    const forwarded = rendererRequest(request, env)
    return forwarded ? ctx.exports.Renderer.fetch(forwarded) : app.fetch(request, env, ctx)
  }
}
