import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import type { PageData } from '../../shared/pages/PageData'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'

interface LoaderInput {
  ctx: ContentContext
  language: string
  /** Decoded, lowercase path parameters. */
  params: Readonly<Record<string, string>>
  config: LanguageConfig
  /** The languages this route exists in; alternates in other languages are left out. */
  languages: readonly string[]
  /** The request's query, for routes whose page depends on it. */
  query: URLSearchParams
}

/** A loaded page: its data for the view, and its addresses. */
export interface LoadedPage {
  data: PageData
  /** The page in every language it exists in, itself included: language switch and language redirect. */
  alternates: LanguageAlternate[]
  canonicalPath: string
  /** The `component.field` relations its story was loaded with (`resolve_relations`); editor previews resolve the same. */
  resolveRelations?: string[]
  /** `url` when its story was loaded with `resolve_links=url` (the settings); editor previews resolve the same. */
  resolveLinks?: 'url'
  /**
   * For routes with a query of their own: the page's query in normal form ('' for none). A
   * request that asked for it in any other form is redirected to it.
   */
  search?: string
}

/**
 * Loads a route's page through the content layer. Null is the route's validation hook saying no
 * (a missing story, an unknown category, a page number out of range): the page is a 404.
 */
export type Loader = (input: LoaderInput) => Promise<LoadedPage | null>

/**
 * A route's own query said in another language, in that language's normal form ('' when nothing
 * of it can be said there): what the language and country redirects and the language switch carry
 * to the page's translation.
 */
export type QueryInLanguage = (input: { ctx: ContentContext; from: string; to: string; query: URLSearchParams }) => Promise<string>
