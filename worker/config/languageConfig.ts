import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'

export interface LanguageConfig {
  /** Languages with a full site folder in Storyblok. */
  site: string[]
  /** Languages with press content only. */
  press: string[]
  /** Every language a path prefix may name. */
  supported: ReadonlySet<string>
}

function parseList(value: string): string[] {
  return value
    .split(',')
    .map((language) => language.trim().toLowerCase())
    .filter((language) => /^[a-z]{2}$/.test(language))
}

/** The runtime language configuration (SITE_LANGUAGES, PRESS_LANGUAGES). */
export function languageConfig(env: Env): LanguageConfig {
  const site = parseList(env.SITE_LANGUAGES)
  if (!site.includes(DEFAULT_LANGUAGE)) site.unshift(DEFAULT_LANGUAGE)
  const press = parseList(env.PRESS_LANGUAGES)
  return { site, press, supported: new Set([...site, ...press]) }
}
