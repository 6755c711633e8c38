import type { SitePage } from './sitePages'
import { decodeEntities } from '../../support/decodeEntities'

/** The language switch's links store a choice (a cookie) and redirect: they are checked by their own tests. */
const LANGUAGE_CHOICE = 'set-language'
const MAX_REDIRECTS = 3

/** Every internal link target of the pages (anchors and the head's links), with the pages that link to it. */
export function internalLinks(pages: SitePage[], origin: string): Map<string, string[]> {
  const links = new Map<string, string[]>()
  for (const page of pages) {
    for (const match of page.html.matchAll(/<(?:a|link)\b[^>]*?\bhref="([^"]*)"/g)) {
      const href = decodeEntities(match[1] ?? '')
      if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
      const url = new URL(href, `${origin}${page.path}`)
      if (url.origin !== origin || url.searchParams.has(LANGUAGE_CHOICE) || url.pathname.startsWith('/assets/')) continue
      const target = url.pathname + url.search
      links.set(target, [...new Set([...(links.get(target) ?? []), page.path])])
    }
  }
  return links
}

/** The final status of a path, following up to three redirects on this site. */
export async function finalStatus(origin: string, path: string): Promise<number> {
  let url = `${origin}${path}`
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: 'manual', method: 'GET' })
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return response.status
    url = new URL(location, url).href
    if (!url.startsWith(origin)) return response.status
  }
  return 310
}
