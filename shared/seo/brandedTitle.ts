import { TITLE_LENGTH } from './seoBounds'
import { textLength } from './textLength'

/** Between a page's own title and the brand: `About us · Freight Demo`. */
const BRAND_SEPARATOR = ' · '

/**
 * A tab's title: the page's own title, then the brand (the company's name), so a tab, a bookmark
 * and a search result say whose page it is. The brand is added only where the whole still fits
 * the length search results show (TITLE_LENGTH, which the SEO check counts on the whole title):
 * an editor's long title keeps every word, and loses only the brand. A title that already ends
 * with the brand, or is the brand, stays as it is.
 */
export function brandedTitle(title: string, brand: string): string {
  const own = title.trim()
  const name = brand.trim()
  if (!name || !own) return own || name
  if (own.endsWith(name)) return own
  const branded = own + BRAND_SEPARATOR + name
  return textLength(branded) <= TITLE_LENGTH.max ? branded : own
}
