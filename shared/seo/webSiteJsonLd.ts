import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { ORGANIZATION_NAME, organizationId } from './organizationJsonLd'

/** The WebSite node of the home pages: the site's name, address and languages. */
export function webSiteJsonLd(origin: string, languages: readonly string[]): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: ORGANIZATION_NAME,
    url: `${origin}/`,
    inLanguage: [...languages],
    publisher: { '@id': organizationId(origin) },
  }
}
