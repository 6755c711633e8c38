import { LANGUAGE_REACH } from '../../shared/i18n/messages/catalogue'

/** Every language the site serves, as its language switch offers them: each language pack's (shared/i18n/messages/{lang}.ts), in the catalogue's order. */
export function configuredLanguages(): string[] {
  return Object.keys(LANGUAGE_REACH)
}

/** The languages whose pack says they have the whole site; the others have the press pages only. */
export function siteLanguages(): string[] {
  return Object.entries(LANGUAGE_REACH)
    .filter(([, reach]) => reach.site)
    .map(([language]) => language)
}
