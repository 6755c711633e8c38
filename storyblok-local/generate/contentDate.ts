export interface ContentDate {
  /** ISO 8601 timestamp, as in `published_at`. */
  iso: string
  /** `YYYY-MM-DD HH:mm`, the format of Storyblok's datetime field. */
  datetime: string
  /** `YYYY-MM-DD`, the format of `sort_by_date`. */
  day: string
}

const HOUR = 3_600_000

/** The `index`-th of `count` dates spread evenly between `from` and `to`, shifted by `offsetHours` (translations appear a little later). */
export function contentDate(index: number, count: number, offsetHours = 0, from = '2023-01-16T08:00:00Z', to = '2025-06-10T08:00:00Z'): ContentDate {
  const start = Date.parse(from)
  const step = (Date.parse(to) - start) / Math.max(count, 1)
  const time = Math.round((start + step * index + ((index * 7) % 9) * HOUR + offsetHours * HOUR) / 60_000) * 60_000
  const iso = new Date(time).toISOString()
  return { iso, datetime: `${iso.slice(0, 10)} ${iso.slice(11, 16)}`, day: iso.slice(0, 10) }
}
