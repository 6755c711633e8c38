import { oncePerObject } from '../../shared/content/oncePerObject'
import { LANGUAGE_REACH } from '../../shared/i18n/messages/catalogue'

export interface LanguageConfig {
  /** Languages with a full site folder in Storyblok. */
  site: readonly string[]
  /** Languages with the press pages: the press-only ones and the site languages that have them too. */
  press: readonly string[]
  /** Every language a path prefix may name. */
  supported: ReadonlySet<string>
  /** The cookie that holds a visitor's chosen language. */
  cookieName: string
}

/** The language cookie when LANGUAGE_COOKIE_NAME is empty. */
const DEFAULT_COOKIE_NAME = 'i18n_redirected'

const REACHES = Object.entries(LANGUAGE_REACH)
/** The languages whose pack says they have the whole site, in the catalogue's order (English first). */
const SITE = REACHES.filter(([, reach]) => reach.site).map(([language]) => language)
/** The languages whose pack says they have the press pages. */
const PRESS = REACHES.filter(([, reach]) => reach.press).map(([language]) => language)

/**
 * The languages as their packs declare them (docs/decisions/languages-are-their-packs.md), the same
 * in every environment, and the language cookie's name (LANGUAGE_COOKIE_NAME), read once per isolate's environment.
 */
export const languageConfig = oncePerObject((env: Env): LanguageConfig =>
  Object.freeze({ site: SITE, press: PRESS, supported: new Set([...SITE, ...PRESS]), cookieName: env.LANGUAGE_COOKIE_NAME || DEFAULT_COOKIE_NAME }),
)
