/** Storyblok's datetime: `YYYY-MM-DD HH:mm`, in UTC. */
const STORED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/
/** A `datetime-local` input's value: `YYYY-MM-DDTHH:mm` (seconds optional), the editor's own wall-clock time. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/
const MINUTE_MS = 60_000

/** Minutes from the editor's local time to UTC at an instant, as `Date#getTimezoneOffset` gives them (Berlin in summer: -120). */
export type ZoneOffset = (at: Date) => number

const browserZone: ZoneOffset = (at) => at.getTimezoneOffset()
const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** The date and time fields of a match, read as if they were UTC. */
const fieldsAsUtc = ([, year, month, day, hours, minutes]: RegExpExecArray) => Date.UTC(+year!, +month! - 1, +day!, +hours!, +minutes!)

function formatUtcFields(ms: number, separator: string): string {
  const date = new Date(ms)
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
  return `${day}${separator}${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
}

/**
 * Storyblok's datetime as a `datetime-local` input shows it and back: the input holds the editor's
 * local time (what `datetime-local` means), the content UTC `YYYY-MM-DD HH:mm`. Anything else
 * becomes empty, which is also Storyblok's value of an unset datetime.
 */
export const storyblokDatetime = {
  toInput(value: unknown, zone: ZoneOffset = browserZone): string {
    const match = typeof value === 'string' ? STORED.exec(value) : null
    if (!match) return ''
    const utc = fieldsAsUtc(match)
    return formatUtcFields(utc - zone(new Date(utc)) * MINUTE_MS, 'T')
  },
  fromInput(value: string, zone: ZoneOffset = browserZone): string {
    const match = LOCAL.exec(value)
    if (!match) return ''
    const wallClock = fieldsAsUtc(match)
    // The offset that holds at the instant itself: guessed from the wall-clock time, then taken again at the instant that guess gives (DST changes).
    const guess = wallClock + zone(new Date(wallClock)) * MINUTE_MS
    return formatUtcFields(wallClock + zone(new Date(guess)) * MINUTE_MS, ' ')
  },
}
