import { wranglerVars } from '../../scripts/wrangler/wranglerToml'

/** A language list of wrangler.toml's top-level vars (`SITE_LANGUAGES` or `PRESS_LANGUAGES`), as `npm start`'s site reads it. */
function languageList(name: 'SITE_LANGUAGES' | 'PRESS_LANGUAGES'): string[] {
  return String(wranglerVars()[name] ?? '')
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean)
}

/** The languages `npm start`'s site is configured for (wrangler.toml's top-level `SITE_LANGUAGES` and `PRESS_LANGUAGES`): those its language switch offers. */
export function configuredLanguages(): string[] {
  return [...new Set([...languageList('SITE_LANGUAGES'), ...languageList('PRESS_LANGUAGES')])]
}

/** The languages with the whole site (`SITE_LANGUAGES`); the others have the press pages only. */
export function siteLanguages(): string[] {
  return languageList('SITE_LANGUAGES')
}
