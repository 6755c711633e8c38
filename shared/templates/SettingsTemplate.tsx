import { languagePrefix } from '../i18n/languages'
import type { SiteSettings } from '../settings/SiteSettings'
import { ErrorPage } from './ErrorPage'

/** The status the preview's error page shows: the page visitors meet most. */
const NOT_FOUND = 404

/**
 * A language's settings in the visual editor's preview: the page-not-found page they word, inside
 * the shell they make (header, top banner, footer), both drawn from the settings being edited.
 */
export function SettingsTemplate({ language, settings }: { language: string; settings: SiteSettings | null }) {
  return <ErrorPage status={NOT_FOUND} settings={settings} message={`Page not found: ${languagePrefix(language)}/…`} />
}
