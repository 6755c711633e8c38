/** Storyblok's datetime (`2024-05-01 08:00`, UTC), or an ISO timestamp in UTC. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]00:?00)?$/

/** A datetime field as an ISO timestamp (`2024-05-01T08:00:00.000Z`), or null when it is missing or no real date. */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = DATE_TIME.exec(value.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds))
  // Date.UTC rolls 2024-02-31 over into March: such a date is malformed, not March.
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hours < 24 && minutes < 60 && seconds < 60
  return real ? date.toISOString() : null
}
