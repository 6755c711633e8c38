import type { PageLoad } from '../../shared/seo/readLinkedPages'
import { outlineOfResponse } from './outlineOfResponse'

/** Where the worker reads its own pages: the cached entry point (`ctx.exports.Renderer`), and the static assets it never serves. */
export interface SiteEntry {
  renderer: { fetch(request: Request): Promise<Response> }
  assets: Fetcher
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html')

/**
 * Reads a path of the site as a visitor's request reaches it once the gateway has forwarded it:
 * from the cached entry point (Workers Cache in front of the renderer), or, where the renderer has
 * no page, from the static assets that the platform serves before the worker (a file in public/).
 */
export function renderedPages(entry: SiteEntry, origin: string): PageLoad {
  return async (path) => {
    const request = new Request(new URL(path, origin), { redirect: 'manual' })
    let response = await entry.renderer.fetch(request)
    if (response.status === 404) {
      const asset = await entry.assets.fetch(request.url, { redirect: 'manual' }).catch(() => null)
      if (asset && asset.status !== 404) {
        await response.body?.cancel()
        response = asset
      } else await asset?.body?.cancel()
    }
    const location = response.headers.get('location')
    if (!isHtml(response) || response.status >= 300) {
      await response.body?.cancel()
      return { status: response.status, location, outline: null }
    }
    return { status: response.status, location, outline: await outlineOfResponse(response, path) }
  }
}
