import { SECTIONS, type Section } from './sections'

/** True when a full slug (`en/pages/pricing`) lies below a folder of its language folder (`pages`). */
function inFolder(fullSlug: string, folder: string): boolean {
  const below = fullSlug.slice(fullSlug.indexOf('/') + 1)
  return below.startsWith(`${folder}/`) && below.length > folder.length + 1
}

/** The section a story's page belongs to: the one whose folder holds it and which shows its kind (breadcrumbs, the language switch's nearest page). */
export function sectionOf(kind: string, fullSlug: string): Section | undefined {
  return SECTIONS.find((section) => section.types.some((type) => type.pageKind === kind) && inFolder(fullSlug, section.folder))
}
