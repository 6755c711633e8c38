import { messagesFor } from '../i18n/messages/catalogue'
import type { SectionNames } from '../i18n/messages/Messages'
import type { Section, SectionId } from './sections'

declare module '../i18n/messages/Messages' {
  /** Every section has its name in every pack: a section added to sections.ts fails typecheck in each pack until it names it. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the sections' ids into the packs' type, which sits below the sections
  interface SectionNames extends Record<SectionId, string> {}
}

/** A section's name in a language: its pack's (`Messages['sections']`); a language outside the catalogue reads English, as messagesFor does. */
export function sectionName(section: Section, language: string): string {
  const names: SectionNames = messagesFor(language).sections
  return names[section.id]
}
