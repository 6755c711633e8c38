import type { Section } from './sections'
import { SECTION_NAMES } from './sectionNames'

/** A section's name in a language (its row in sectionNames.ts). */
export function sectionName(section: Section, language: string): string {
  const names: Readonly<Record<string, string>> = SECTION_NAMES[section.id]
  // A language outside the catalogue reads English, as messagesFor does.
  return Object.hasOwn(names, language) ? (names[language] as string) : SECTION_NAMES[section.id].en
}
