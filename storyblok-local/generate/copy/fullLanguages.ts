import type { DemoLanguage } from '../../space/demoSpace'
import { de } from './de'
import { en } from './en'
import { fr } from './fr'
import type { FullLanguageCopy } from './FullLanguageCopy'

/**
 * The words of every language the demo space translates fully (`full` in demoSpace.ts), and how
 * many hours after the English original its translations are published. Keyed by those
 * languages, so a new one fails typecheck here.
 */
export const fullLanguages: Record<DemoLanguage<'full'>, { copy: FullLanguageCopy; offsetHours: number }> = {
  en: { copy: en, offsetHours: 0 },
  de: { copy: de, offsetHours: 30 },
  fr: { copy: fr, offsetHours: 54 },
}
