import { dateTimeFormatter } from './dateTimeFormatter'

/** A date (ISO timestamp) as the page's language writes it, in UTC, the time zone of Storyblok's dates. */
export function formatDate(iso: string, language: string): string {
  return dateTimeFormatter(language, 'date', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}
