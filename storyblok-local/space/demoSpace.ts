import type { Language } from '../../shared/i18n/languages'

/** How much a language of the demo space holds, which decides the words its generator needs (generate/copy/). */
type DemoLanguageContent = 'full' | 'site' | 'press'

/**
 * Every language of the demo space and what it holds: `full`, every section, translated (with the
 * whole copy of `FullLanguageCopy`); `site`, its settings, home and company pages, the rest of its
 * menus leading to the English pages; `press`, its settings, home and press releases only. A
 * `Record<Language, …>`: a language added to `Language` fails typecheck here, and then in the
 * words its kind needs. The site and press languages of the configuration must match (the demo
 * content's tests compare them). The order is the generator's: ids and uuids follow it.
 */
const DEMO_LANGUAGES = {
  en: 'full',
  de: 'full',
  fr: 'full',
  es: 'site',
  it: 'site',
  pt: 'site',
  nl: 'site',
  pl: 'site',
  et: 'site',
  lv: 'site',
  lt: 'site',
  ro: 'site',
  ru: 'press',
  el: 'press',
} as const satisfies Record<Language, DemoLanguageContent>

/** The languages of the demo space that hold `Content`: `DemoLanguage<'full'>` is en | de | fr. */
export type DemoLanguage<Content extends DemoLanguageContent = DemoLanguageContent> = {
  [Code in keyof typeof DEMO_LANGUAGES]: (typeof DEMO_LANGUAGES)[Code] extends Content ? Code : never
}[keyof typeof DEMO_LANGUAGES]

/** The demo space's languages holding one of `contents`, in the generator's order. */
export function demoLanguages<Content extends DemoLanguageContent>(...contents: Content[]): DemoLanguage<Content>[] {
  return (Object.keys(DEMO_LANGUAGES) as DemoLanguage[]).filter((code): code is DemoLanguage<Content> =>
    contents.some((content) => DEMO_LANGUAGES[code] === content),
  )
}

/**
 * Identity of the local demo Storyblok space. `npm start`, the tests and the bench pass its
 * tokens to the worker as bindings; the worker itself never imports this file.
 */
export const demoSpace = {
  id: 100001,
  name: 'Freight Demo',
  domain: 'http://127.0.0.1:8787/',
  /** Storyblok's asset CDN (EU region): asset URLs in the content start with `${assetCdnOrigin}/f/${id}/`. */
  assetCdnOrigin: 'https://a.storyblok.com',
  /** Public token: `version=published` only. */
  publicToken: 'local-public-demo-token',
  /** Preview token: `version=draft` and `version=published`. */
  previewToken: 'local-preview-demo-token',
  /** Asset token: reads private assets (`cdn/assets/me`), such as gated reports' PDFs. */
  assetToken: 'local-asset-demo-token',
  /** Management API (`/v1`): stands for a personal access token of the space, sent in `Authorization`. */
  managementToken: 'local-management-demo-token',
  /** Signs the publish webhooks `npm start` points at the worker. */
  webhookSecret: 'local-demo-webhook-secret',
  defaultPort: 8788,
  /** Every language of the space, each with its root folder (`DEMO_LANGUAGES`). */
  languages: demoLanguages('full', 'site', 'press'),
  /** The languages with the site's pages (SITE_LANGUAGES of the configuration). */
  siteLanguages: demoLanguages('full', 'site'),
  /** The languages with the press pages (PRESS_LANGUAGES of the configuration). */
  pressLanguages: demoLanguages('full', 'press'),
} as const
