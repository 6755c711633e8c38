import type { Crumb } from '../sections/Crumb'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'

/** The BreadcrumbList of the trail the page shows. */
export function breadcrumbJsonLd(trail: Crumb[], origin: string): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: new URL(crumb.path, origin).href })),
  }
}
