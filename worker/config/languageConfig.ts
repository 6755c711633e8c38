import { oncePerObject } from '../../shared/content/oncePerObject'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'

export interface LanguageConfig {
  /** Languages with a full site folder in Storyblok. */
  site: readonly string[]
  /** Languages with press content only. */
  press: readonly string[]
  /** Every language a path prefix may name. */
  supported: ReadonlySet<string>
  /** The cookie that holds a visitor's chosen language. */
  cookieName: string
}

/** The language cookie when LANGUAGE_COOKIE_NAME is empty. */
const DEFAULT_COOKIE_NAME = 'i18n_redirected'

function parseList(value: string): string[] {
  return value
    .split(',')
    .map((language) => language.trim().toLowerCase())
    .filter((language) => /^[a-z]{2}$/.test(language))
}

/** The runtime language configuration (SITE_LANGUAGES, PRESS_LANGUAGES, LANGUAGE_COOKIE_NAME), read once per isolate's environment. */
export const languageConfig = oncePerObject((env: Env): LanguageConfig => {
  const site = parseList(env.SITE_LANGUAGES)
  if (!site.includes(DEFAULT_LANGUAGE)) site.unshift(DEFAULT_LANGUAGE)
  const press = parseList(env.PRESS_LANGUAGES)
  return Object.freeze({ site, press, supported: new Set([...site, ...press]), cookieName: env.LANGUAGE_COOKIE_NAME || DEFAULT_COOKIE_NAME })
})
