/** The file name of an upcoming webinar's calendar entry, below its page's address. */
export const CALENDAR_FILE = 'calendar.ics'

/**
 * The address of a webinar's calendar entry (RFC 5545, `.ics`): its page's path and `/calendar.ics`
 * (`/de/webinars/x` → `/de/webinars/x/calendar.ics`). A path of its own below the page, so it
 * is neither a page address (no route takes three segments there) nor a Markdown one (`.md`).
 */
export function calendarAddress(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${CALENDAR_FILE}`
}
