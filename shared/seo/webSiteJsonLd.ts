import { languagePrefix } from '../i18n/languages'
import { SEARCH_PAGE } from '../search/searchAddress'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { organizationId } from './organizationJsonLd'

/** Where a search engine's search box sends a query: schema.org's placeholder in the search page's address. */
const SEARCH_TERM = 'search_term_string'

/** The WebSite node of the home pages: the site's name, address and languages, and its search in the page's language (SearchAction). */
export function webSiteJsonLd(origin: string, name: string, languages: readonly string[], language: string): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}/`,
    inLanguage: [...languages],
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${languagePrefix(language)}${SEARCH_PAGE}?q={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  }
}
