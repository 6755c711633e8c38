import { SCHEMA_ORG, type JsonLd } from './JsonLd'

/** The organization node's id on a site: other nodes refer to it (publisher, hiring organization). */
export function organizationId(origin: string): string {
  return `${origin}/#organization`
}

/** The Organization node every page carries; `logo` is the square logo from the site settings (search engines want at least 112×112). */
export function organizationJsonLd(origin: string, name: string, logo: string | null): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name,
    url: `${origin}/`,
    ...(logo ? { logo } : {}),
  }
}
