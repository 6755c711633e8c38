import { SECTIONS } from '../../shared/sections/sections'

/** Pages of the demo space that the generated redirects lead to, in turn: the about page and every section's list (each has one in English). */
const TARGETS = ['/about', ...SECTIONS.map((section) => section.basePath)]

/**
 * `count` extra entries of the `redirects` datasource (`--redirects` of the service, or
 * `POST /_control/scale {"redirects": n}`): `/legacy/link-00001` and on, each to a page of the
 * demo space. Deterministic.
 */
export function scaledRedirects(count: number): { name: string; value: string }[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `/legacy/link-${String(index + 1).padStart(5, '0')}`,
    value: TARGETS[index % TARGETS.length] as string,
  }))
}
