import { languagePrefix } from '../i18n/languages'
import { messagesFor } from '../i18n/messages/catalogue'
import type { SiteSettings } from '../content/SiteSettings'
import { ErrorPage } from './ErrorPage'

/** The status the preview's error page shows: the page visitors meet most. */
const NOT_FOUND = 404

/**
 * A language's settings in the visual editor's preview: the page-not-found page they word, inside
 * the shell they make (header, top banner, footer), both drawn from the settings being edited, in
 * the language's own words as visitors get them.
 */
export function SettingsTemplate({ language, settings }: { language: string; settings: SiteSettings | null }) {
  const text = messagesFor(language).errorPage
  return <ErrorPage status={NOT_FOUND} settings={settings} overline={text.overline} message={text.noRoute(`${languagePrefix(language)}/…`)} />
}
