import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { organizationId } from './organizationJsonLd'

/** The WebSite node of the home pages: the site's name, address and languages. */
export function webSiteJsonLd(origin: string, name: string, languages: readonly string[]): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}/`,
    inLanguage: [...languages],
    publisher: { '@id': organizationId(origin) },
  }
}
