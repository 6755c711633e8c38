import type { DemoLanguage } from '../space/demoSpace'
import type { FullLanguageCopy } from './copy/FullLanguageCopy'
import type { SpaceBuilder } from './SpaceBuilder'

/** What every content builder of a fully translated language needs. */
export interface LanguageContext {
  lang: DemoLanguage<'full'>
  /** Translations are published this many hours after the English original. */
  offsetHours: number
  builder: SpaceBuilder
  copy: FullLanguageCopy
}
