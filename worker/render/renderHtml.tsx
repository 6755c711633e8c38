import type { Context } from 'hono'
import { endTime, startTime } from 'hono/timing'
import { isbot } from 'isbot'
import type { ReactNode } from 'react'
import { renderToReadableStream, type ReactDOMServerReadableStream } from 'react-dom/server'
import { BLOK_REGISTRY } from '../../shared/templates/blokRegistry'
import { BlokViewsContext } from '../../shared/bloks/BlokViewsContext'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import { IslandHtmlContext } from '../../shared/islands/IslandHtmlContext'
import { CACHE_CONTROL } from '../cache/cacheControl'
import type { AppEnv } from '../config/AppEnv'
import { logError } from '../observability/logError'
import { assetManifest } from '../config/assetManifest'
import { islandHtml } from './islandHtml'

/** How a rendered page may be cached: published pages revalidate, drafts, private pages and failures are never stored. */
type HtmlCachePolicy = 'revalidate' | 'noStore'

interface RenderOptions {
  status?: number
  cache: HtmlCachePolicy
  /** When the page's content changes by itself (ms): sent as `Expires`, which the page cache honours. */
  expires?: number | null
}

/**
 * Whether React finished the whole document with its shell (no Suspense boundary still waiting):
 * `allReady` is then settled already, and wins over a timer of the next turn.
 */
function finishedInOnePass(stream: ReactDOMServerReadableStream): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 0)
    void stream.allReady.then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => resolve(false),
    )
  })
}

/**
 * A finished document as one body: handing workerd React's chunks one by one costs more than
 * collecting them. React encodes the segments to bytes as they are read (`flush` in Server-Timing).
 */
async function oneBody(c: Context<AppEnv>, stream: ReactDOMServerReadableStream): Promise<ArrayBuffer> {
  startTime(c, 'flush')
  const body = await new Response(stream).arrayBuffer()
  endTime(c, 'flush')
  return body
}

/**
 * Renders a React document. A document React finishes with its shell (every page whose islands
 * the isolate keeps) is sent as one body; otherwise browsers get the shell as soon as it is ready
 * and the rest as Suspense boundaries resolve. Crawlers get the fully resolved document in one
 * piece. Security headers (CSP, framing) are added to every response by
 * worker/security/securityHeaders.
 */
export async function renderHtml(c: Context<AppEnv>, element: ReactNode, { status = 200, cache, expires = null }: RenderOptions): Promise<Response> {
  startTime(c, 'render')
  const stream = await renderToReadableStream(
    <AssetsContext value={assetManifest}>
      <BlokViewsContext value={BLOK_REGISTRY}>
        {/* Islands of what is cached are kept by the isolate; a draft's or a failure's render inline. */}
        <IslandHtmlContext value={cache === 'revalidate' ? islandHtml : null}>{element}</IslandHtmlContext>
      </BlokViewsContext>
    </AssetsContext>,
    {
      onError(error) {
        logError({ route: c.req.path, status, ray: c.req.header('cf-ray') ?? null, cause: error })
      },
    },
  )
  const complete = isbot(c.req.header('user-agent')) ? await stream.allReady.then(() => true) : await finishedInOnePass(stream)
  endTime(c, 'render')
  return new Response(complete ? await oneBody(c, stream) : stream, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': CACHE_CONTROL[cache],
      // Browsers go by max-age=0 (Cache-Control wins over Expires); the worker's page cache reads it.
      ...(expires !== null ? { expires: new Date(expires).toUTCString() } : {}),
    },
  })
}
