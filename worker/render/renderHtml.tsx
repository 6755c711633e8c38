import type { Context } from 'hono'
import { endTime, startTime } from 'hono/timing'
import { isbot } from 'isbot'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import { IslandHtmlContext } from '../../shared/islands/IslandHtmlContext'
import type { AppEnv } from '../AppEnv'
import { logError } from '../observability/logError'
import { assetManifest } from './assetManifest'
import { islandHtml } from './islandHtml'

/** How a rendered page may be cached: published pages revalidate, drafts and failures are never stored. */
export type HtmlCachePolicy = 'revalidate' | 'no-store'

const CACHE_CONTROL: Record<HtmlCachePolicy, string> = {
  revalidate: 'public, max-age=0, must-revalidate',
  'no-store': 'private, no-store',
}

interface RenderOptions {
  status?: number
  cache: HtmlCachePolicy
  headers?: Record<string, string>
}

/**
 * Streams a React document. Browsers get the shell as soon as it is ready and the rest as
 * Suspense boundaries resolve; crawlers get the fully resolved document in one piece. Security
 * headers (CSP, framing) are added to every response by worker/security/securityHeaders.
 */
export async function renderHtml(c: Context<AppEnv>, element: ReactNode, { status = 200, cache, headers }: RenderOptions): Promise<Response> {
  startTime(c, 'render')
  const stream = await renderToReadableStream(
    <AssetsContext value={assetManifest}>
      {/* Islands of what is cached are kept by the isolate; a draft's or a failure's render inline. */}
      <IslandHtmlContext value={cache === 'revalidate' ? islandHtml : null}>{element}</IslandHtmlContext>
    </AssetsContext>,
    {
      onError(error) {
        logError({ route: c.req.path, status, ray: c.req.header('cf-ray') ?? null, cause: error })
      },
    },
  )
  if (isbot(c.req.header('user-agent'))) await stream.allReady
  endTime(c, 'render')
  return new Response(stream, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': CACHE_CONTROL[cache],
      ...headers,
    },
  })
}
