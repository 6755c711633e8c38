import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { imageLayout } from './imageLayout'
import { parseImageOperations, type ImageOperations } from './parseImageOperations'
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

const asset = (body: string, contentType: string): Response =>
  new Response(body, { headers: { 'content-type': contentType, 'cache-control': CDN_CACHE } })
const notFound = (): Response => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } })

/**
 * Storyblok's asset CDN and image service for the demo space's assets (`knownPaths`), offline:
 * `GET /f/...` answers an original asset, `GET /f/.../m/...` a resized image. Images are SVG
 * placeholders of exactly the size the image service would return; SVG assets are small SVGs
 * (the image service returns them unchanged); PDFs are small valid PDFs. Anything else is 404.
 */
export function createAssetApi(knownPaths: ReadonlySet<string>): Hono {
  const api = new Hono()
  api.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD'] }))
  api.get('*', (c) => {
    const match = ASSET_PATH.exec(new URL(c.req.url).pathname)
    if (!match || !knownPaths.has(match[1]!)) return notFound()
    const [, , width, height, hash = '', name = '', extension = '', operationsPath] = match
    const operations = operationsPath === undefined ? null : parseImageOperations(operationsPath)
    if (operationsPath !== undefined && operations === null) return notFound()
    const type = extension.toLowerCase()
    if (type === 'pdf') return operations === null ? asset(renderPdfAsset(name), PDF_TYPE) : notFound()
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
