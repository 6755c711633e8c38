/**
 * The local Storyblok Content Delivery API v2 service (with the asset CDN and image service under
 * `/f/`): `startContentService()` for scripts and tests, and its command line, `serveFromCommandLine()`
 * (`npm run content:serve -- --port 8788 --latency 200 --rate-429 0.1 --blog-posts 10000 --pages 2000 --job-openings 300 --redirects 3000 …`).
 * The package's entry point (package.json, `exports`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createContentApp, type ContentAppOptions } from './app'
import { demoSpace } from './space/demoSpace'
import { bundleEditorScript } from './editor/bundleEditorScript'
import { loadDemoData } from './space/loadDemoData'
import { SCALE_FLAGS, scaleFromFlags } from './scale/scaleFlags'

export interface ContentServiceOptions extends ContentAppOptions {
  /** Default 8788 (or `STORYBLOK_LOCAL_PORT`); 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Where asset URLs in API answers point (instead of `https://a.storyblok.com`); default: the service's own origin. */
  assetOrigin?: string
  /** The space's preview URL (the site's origin): the local visual editor (`/_editor/{full_slug}`) frames it. Unset: no editor. */
  siteOrigin?: string
  /** Serve without keeping the process alive: a test run that started it ends when its tests do. */
  background?: boolean
}

export interface ContentService {
  /** Origin of the service, e.g. `http://127.0.0.1:8788`; the Storyblok endpoint is `${url}/v2`. */
  url: string
  close(): Promise<void>
}

type Fetch = (request: Request, bindings: { remoteAddress?: string }) => Response | Promise<Response>

/** The request as the web handler sees it; its `signal` aborts when the answer is done or the client has gone. */
const toRequest = async (incoming: IncomingMessage, outgoing: ServerResponse, origin: string): Promise<Request> => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = incoming.method ?? 'GET'
  const chunks: Buffer[] = []
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const gone = new AbortController()
  outgoing.once('close', () => gone.abort())
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    signal: gone.signal,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  })
}

/** Adapts node:http to a web `Request` → `Response` handler; an error response (`Response.error()`) drops the connection. */
const handle = (fetch: Fetch, origin: string) => async (incoming: IncomingMessage, outgoing: ServerResponse) => {
  try {
    const response = await fetch(await toRequest(incoming, outgoing, origin), { remoteAddress: incoming.socket.remoteAddress })
    if (response.type === 'error') {
      incoming.socket.destroy()
      return
    }
    const body = Buffer.from(await response.arrayBuffer())
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    outgoing.writeHead(response.status, headers)
    outgoing.end(body)
  } catch (error) {
    console.error(error)
    outgoing.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Internal Server Error' }))
  }
}

/** Starts the service on 127.0.0.1 with the committed demo content. */
export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const {
    port = Number(process.env.STORYBLOK_LOCAL_PORT ?? demoSpace.defaultPort),
    host = '127.0.0.1',
    assetOrigin,
    siteOrigin,
    background,
    ...appOptions
  } = options
  const server = createServer()
  if (background) server.unref()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const { port: actualPort } = server.address() as AddressInfo
  const url = `http://${host}:${actualPort}`
  const editor = siteOrigin === undefined ? undefined : { siteOrigin, script: bundleEditorScript }
  const app = createContentApp(loadDemoData(), { ...appOptions, assetOrigin: assetOrigin ?? url, editor })
  server.on(
    'request',
    handle((request, bindings) => app.fetch(request, bindings), url),
  )
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/**
 * The command line (`--port 8788 --latency 200 --rate-429 0.1 --blog-posts 10000 …`): starts the
 * service with `start`, prints where, and stops on Ctrl-C. `npm run content:serve` passes the local
 * services' start (scripts/serveContent.ts), which serves the Amplitude collector beside it.
 */
export async function serveFromCommandLine(start: (options: ContentServiceOptions) => Promise<ContentService> = startContentService): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      latency: { type: 'string' },
      'rate-429': { type: 'string' },
      'rate-5xx': { type: 'string' },
      down: { type: 'boolean' },
      'webhook-url': { type: 'string' },
      'webhook-secret': { type: 'string' },
      'asset-origin': { type: 'string' },
      ...SCALE_FLAGS,
      'site-origin': { type: 'string' },
      empty: { type: 'boolean' },
    },
  })
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value))
  const scale = (() => {
    try {
      return scaleFromFlags(values)
    } catch (error) {
      console.error(`content:serve: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    }
  })()
  const service = await start({
    port: number(values.port),
    latencyMs: number(values.latency),
    rate429: number(values['rate-429']),
    rate5xx: number(values['rate-5xx']),
    down: values.down,
    webhookUrl: values['webhook-url'],
    webhookSecret: values['webhook-secret'],
    assetOrigin: values['asset-origin'],
    scale,
    siteOrigin: values['site-origin'],
    empty: values.empty,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error
    const port = values.port ?? process.env.STORYBLOK_LOCAL_PORT ?? demoSpace.defaultPort
    console.error(`content:serve: port ${port} is in use (--port or STORYBLOK_LOCAL_PORT): stop what listens there, or choose another, e.g. --port 8798`)
    process.exit(1)
  })
  console.log(
    `Storyblok local content service on ${service.url} (endpoint ${service.url}/v2, assets ${service.url}/f/, tokens ${demoSpace.publicToken} / ${demoSpace.previewToken})`,
  )
  const stop = () => void service.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// Run directly (`npx tsx storyblok-local/server.ts`): the Storyblok stand-ins alone.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await serveFromCommandLine()
