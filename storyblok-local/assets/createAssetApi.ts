import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { imageLayout } from './imageLayout'
import { parseImageOperations, type ImageOperations } from './parseImageOperations'
import { isSignedAssetRequest } from './privateAssets'
import { renderImagePlaceholder } from './renderImagePlaceholder'
import { renderPdfAsset } from './renderPdfAsset'
import { renderVectorAsset } from './renderVectorAsset'

/** `/f/{space}/{W}x{H | x}/{hash}/{name}.{ext}`, optionally followed by `/m/{operations}`. */
const ASSET_PATH = /^(\/f\/\d+\/(?:(\d+)x(\d+)|x)\/([0-9a-z]+)\/([^/]+\.([0-9a-z]+)))(?:\/m\/(.*))?$/i
const RASTER = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'])
const SVG_TYPE = 'image/svg+xml'
const PDF_TYPE = 'application/pdf'
const CDN_CACHE = 'public, max-age=31536000'
/** The original asset is the image at its own size. */
const ORIGINAL: ImageOperations = { fitIn: false, width: 0, height: 0, fill: null, rotate: 0, blur: 0 }

const asset = (body: string, contentType: string, cacheControl = CDN_CACHE): Response =>
  new Response(body, { headers: { 'content-type': contentType, 'cache-control': cacheControl } })
const notFound = (): Response =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } })

/**
 * Storyblok's asset CDN and image service for the demo space's assets (`knownPaths`), offline:
 * `GET /f/...` answers an original asset, `GET /f/.../m/...` a resized image. Images are SVG
 * placeholders of exactly the size the image service would return; SVG assets are small SVGs
 * (the image service returns them unchanged); PDFs are small valid PDFs. Anything else is 404.
 * A private asset (`privatePaths`) answers only a signed URL from `cdn/assets/me`, else 403.
 */
export function createAssetApi(knownPaths: ReadonlySet<string>, privatePaths: ReadonlySet<string>): Hono {
  const api = new Hono()
  api.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD'] }))
  api.get('*', async (c) => {
    const url = new URL(c.req.url)
    const match = ASSET_PATH.exec(url.pathname)
    if (!match || !knownPaths.has(match[1]!)) return notFound()
    if (privatePaths.has(match[1]!) && (match[7] !== undefined || !(await isSignedAssetRequest(match[1]!, url.searchParams)))) {
      return new Response('Access denied: a private asset needs a signed URL', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    }
    const [, , width, height, hash = '', name = '', extension = '', operationsPath] = match
    const operations = operationsPath === undefined ? null : parseImageOperations(operationsPath)
    if (operationsPath !== undefined && operations === null) return notFound()
    const type = extension.toLowerCase()
    if (type === 'pdf')
      return operations === null ? asset(renderPdfAsset(name), PDF_TYPE, privatePaths.has(match[1]!) ? 'private, no-store' : CDN_CACHE) : notFound()
    if (width === undefined || height === undefined) return notFound()
    const image = { size: { width: Number(width), height: Number(height) }, name, hash }
    if (type === 'svg') return asset(renderVectorAsset(image), SVG_TYPE)
    if (!RASTER.has(type)) return notFound()
    const resize = operations ?? ORIGINAL
    return asset(renderImagePlaceholder(image, imageLayout(image.size, resize), resize), SVG_TYPE)
  })
  api.all('*', notFound)
  return api
}
