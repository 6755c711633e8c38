import { hreflangLinks } from '../../shared/seo/hreflangLinks'
import { escapeXml } from '../../shared/html/escapeXml'
import type { SitemapUrl } from './SitemapUrl'

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`
export const URLSET_CLOSE = '</urlset>\n'

/** W3C Datetime in UTC to the second (`2025-06-02T10:00:00Z`), or null for a missing or unreadable date. */
function w3cDatetime(iso: string | null): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** One `<url>` with its hreflang alternates (x-default on the English version; none for a page in one language). */
export function urlXml(url: SitemapUrl, origin: string): string {
  const lastmod = w3cDatetime(url.lastmod)
  const links = hreflangLinks(url.alternates, origin).map(
    (link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
  )
  return `<url><loc>${escapeXml(new URL(url.path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>\n`
}

/** The sitemap index: one `<sitemap>` per file. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>\n`)
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`
}
