import { formatDate } from './formatDate'

/** A date in the page's language, machine-readable in `datetime`; nothing without a date. */
export function DateText({ iso, language }: { iso: string | null; language: string }) {
  return iso ? <time dateTime={iso}>{formatDate(iso, language)}</time> : null
}
