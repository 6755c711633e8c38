import { DEFAULT_LANGUAGE } from '../i18n/languages'

/** English dates are written the European way (16 January 2023). */
const ENGLISH_LOCALE = 'en-GB'

/** A date (ISO timestamp) as the page's language writes it, in UTC, the time zone of Storyblok's dates. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso)
  const locale = language === DEFAULT_LANGUAGE ? ENGLISH_LOCALE : language
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
  } catch {
    return new Intl.DateTimeFormat(ENGLISH_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
  }
}
