import { SCHEMA_ORG, type JsonLd } from './JsonLd'

/** The company, as structured data and Open Graph name it. */
export const ORGANIZATION_NAME = 'Freight Demo'

/** The organization node's id on a site: other nodes refer to it (publisher, hiring organization). */
export function organizationId(origin: string): string {
  return `${origin}/#organization`
}

/** The Organization node every page carries; `logo` is the header logo from the site settings. */
export function organizationJsonLd(origin: string, logo: string | null): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: ORGANIZATION_NAME,
    url: `${origin}/`,
    ...(logo ? { logo } : {}),
  }
}
