import { dateTimeFormatter } from './dateTimeFormatter'

/**
 * The one time zone events are shown in: the company's, Berlin (CET, CEST in summer). A page
 * cached for everyone cannot know the visitor's zone, so it names this one beside the time.
 */
const EVENT_TIME_ZONE = 'Europe/Berlin'

/** How an event's time is written: the date in full, the time, the zone's short name; in Berlin unless another zone is given. */
const EVENT_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: EVENT_TIME_ZONE,
  timeZoneName: 'short',
}

/** When an event takes place (ISO timestamps), in the page's language, in Berlin time with the zone's name ("Wednesday, 30 December 2026, 16:00–16:45 CET"). */
export function formatEventTime(start: string, end: string, language: string): string {
  return dateTimeFormatter(language, 'event', EVENT_TIME).formatRange(new Date(start), new Date(end))
}

/**
 * The same in a visitor's own time zone (`timeZone`, the browser's), or null where it reads as
 * Berlin's does (the visitor is in Berlin's zone, or one that keeps its time and name).
 */
export function formatLocalEventTime(start: string, end: string, language: string, timeZone: string): string | null {
  let local: string
  try {
    local = dateTimeFormatter(language, `event:${timeZone}`, { ...EVENT_TIME, timeZone }).formatRange(new Date(start), new Date(end))
  } catch {
    return null
  }
  return local === formatEventTime(start, end, language) ? null : local
}
