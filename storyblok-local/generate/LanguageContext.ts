import type { FullLanguageCopy } from './copy/FullLanguageCopy'
import type { SpaceBuilder } from './SpaceBuilder'

/** What every content builder of a fully translated language needs. */
export interface LanguageContext {
  lang: 'en' | 'de' | 'fr'
  /** Translations are published this many hours after the English original. */
  offsetHours: number
  builder: SpaceBuilder
  copy: FullLanguageCopy
}
