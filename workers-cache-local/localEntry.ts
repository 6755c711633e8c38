// The Worker as `npm start` runs it: the deployed Worker (worker/index.ts) with a local Workers
// Cache in front of its cached entry point, as Cloudflare puts one there (`wrangler dev` has none,
// workers-sdk #15183). Only `npm start` bundles this file; staging and production deploy
// worker/index.ts. README.md in this folder says what it models and what not.
import deployed, { IndexNowQueue, Invalidations, PurgeQueue, Renderer as DeployedRenderer } from '../worker/index'
import { purgeQueue } from '../worker/edge/PurgeQueue'
import { LocalEdgeCache } from './LocalEdgeCache'

export { IndexNowQueue, Invalidations, PurgeQueue }

/** Where the local cache answers for itself, on the site's port. */
const LOCAL_CACHE_PATH = '/cdn-cgi/local-cache/'

let cache: LocalEdgeCache | null = null
/** One cache for the isolate: a new isolate (wrangler dev reloads on a change) is a new version, and starts cold like a deploy. */
function edgeCache(): LocalEdgeCache {
  cache ??= new LocalEdgeCache(crypto.randomUUID())
  return cache
}

/** An execution context with something else in the place of some of its properties; its own methods stay bound to it. */
function withProperties<T extends object>(ctx: T, replaced: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(ctx, {
    get(target, name) {
      if (name in replaced) return replaced[name as keyof T]
      const value: unknown = Reflect.get(target, name, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/** The cached entry point, with `ctx.cache` (the purge of the local cache), as Workers Cache gives it. */
export class Renderer extends DeployedRenderer {
  constructor(ctx: ExecutionContext, env: Env) {
    const local = edgeCache()
    super(
      withProperties(ctx, {
        cache: { purge: async (options: CachePurgeOptions) => local.purge(options), invalidate: async (options: CachePurgeOptions) => local.purge(options) },
      }),
      env,
    )
  }
}

/** `GET /cdn-cgi/local-cache/stats` and `…/purges`: what the local cache did, for the checks and for a curious developer. */
async function localCacheAnswer(path: string, env: Env): Promise<Response> {
  const local = edgeCache()
  if (path === 'stats') return Response.json({ ...local.stats(), purgesWaiting: await purgeQueue(env).pending() })
  if (path === 'purges') return Response.json({ purges: local.purges })
  return Response.json({ error: 'Not found: stats or purges' }, { status: 404 })
}

export default {
  ...deployed,
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith(LOCAL_CACHE_PATH)) return localCacheAnswer(pathname.slice(LOCAL_CACHE_PATH.length), env)
    const local = edgeCache()
    const cachedRenderer = {
      fetch: (forwarded: Request) =>
        local.fetch(
          'Renderer',
          forwarded,
          // The renderer's binding is reached only on a miss: a hit runs none of it.
          (inner) => ctx.exports.Renderer.fetch(inner),
          (work) => ctx.waitUntil(work),
        ),
    }
    return deployed.fetch(request, env, withProperties(ctx, { exports: withProperties(ctx.exports, { Renderer: cachedRenderer }) }))
  },
} satisfies ExportedHandler<Env>
