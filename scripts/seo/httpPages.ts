import type { PageLoad } from '../../shared/seo/readLinkedPages'
import { outlineOfHtml } from './outlineOfHtml'

/** What the report says it is, to the site's logs. */
const USER_AGENT = 'freight-seo-report (npm run seo:report)'

/** Reads a path of the site over HTTP, as a crawler does: redirects not followed (readLinkedPages follows the site's own), an HTML page's outline. */
export function httpPages(origin: string): PageLoad {
  return async (path) => {
    const response = await fetch(new URL(path, origin), { redirect: 'manual', headers: { 'user-agent': USER_AGENT } })
    const html = response.status < 300 && (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (!html) {
      await response.body?.cancel()
      return { status: response.status, location: response.headers.get('location'), outline: null }
    }
    return { status: response.status, location: null, outline: outlineOfHtml(await response.text(), path) }
  }
}
