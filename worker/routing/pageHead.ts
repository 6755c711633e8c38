import type { PageHead } from '../../shared/components/Document'
import { pageHeadFor } from '../../shared/seo/pageHeadFor'
import type { LoadedPage } from './RouteDefinition'

interface PageHeadContext {
  /** The public origin canonical URLs are written on. */
  origin: string
  language: string
  draft: boolean
  /** SITE_INDEXABLE: false marks the page noindex. */
  indexable: boolean
  /** The site logo, for structured data. */
  logo: string | null
  /** Every language the site is in. */
  siteLanguages: readonly string[]
}

/** A loaded page's <head> (shared/seo/pageHeadFor): title, description, canonical URL on `origin`, hreflang, social tags, JSON-LD. */
export function pageHead({ data, alternates, canonicalPath }: LoadedPage, context: PageHeadContext): PageHead {
  return pageHeadFor({ data, alternates, canonicalPath, ...context })
}
