import { DEFAULT_LANGUAGE } from '../i18n/languages'

/** English dates are written the European way (16 January 2023). */
const ENGLISH_LOCALE = 'en-GB'

/** One formatter per language, made once: making one costs far more than formatting. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language)
  if (!formatter) {
    const locale = language === DEFAULT_LANGUAGE ? ENGLISH_LOCALE : language
    try {
      formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    } catch {
      formatter = new Intl.DateTimeFormat(ENGLISH_LOCALE, { dateStyle: 'long', timeZone: 'UTC' })
    }
    formatters.set(language, formatter)
  }
  return formatter
}

/** A date (ISO timestamp) as the page's language writes it, in UTC, the time zone of Storyblok's dates. */
export function formatDate(iso: string, language: string): string {
  return formatterFor(language).format(new Date(iso))
}
