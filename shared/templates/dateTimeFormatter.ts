import { DEFAULT_LANGUAGE } from '../i18n/languages'

/** English dates are written the European way (16 January 2023, 16:00). */
const ENGLISH_LOCALE = 'en-GB'

/** One formatter per language and kind, made once: making one costs far more than formatting. */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** A date formatter in the page's language (English as en-GB); an unknown language writes English. */
export function dateTimeFormatter(language: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}:${language}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const locale = language === DEFAULT_LANGUAGE ? ENGLISH_LOCALE : language
    try {
      formatter = new Intl.DateTimeFormat(locale, options)
    } catch {
      formatter = new Intl.DateTimeFormat(ENGLISH_LOCALE, options)
    }
    formatters.set(key, formatter)
  }
  return formatter
}
