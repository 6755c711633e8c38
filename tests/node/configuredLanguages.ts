import { unstable_readConfig } from 'wrangler'

/** The languages `npm start`'s site is configured for (wrangler.toml's top-level `SITE_LANGUAGES` and `PRESS_LANGUAGES`): those its language switch offers. */
export function configuredLanguages(): string[] {
  const { vars } = unstable_readConfig({ config: 'wrangler.toml' })
  const list = (name: string) =>
    String(vars[name] ?? '')
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean)
  return [...new Set([...list('SITE_LANGUAGES'), ...list('PRESS_LANGUAGES')])]
}
