import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import type { LanguageConfig } from '../config/languageConfig'

/**
 * The languages the language switch offers: the site languages, and a press-only language where
 * the page exists in it (its press pages and home) or is in it.
 */
export function switchLanguages(config: LanguageConfig, language: string, alternates: readonly LanguageAlternate[]): string[] {
  const extra = config.press.filter(
    (press) => !config.site.includes(press) && (press === language || alternates.some((alternate) => alternate.language === press)),
  )
  return [...config.site, ...extra]
}
