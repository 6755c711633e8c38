import { readJobOpening } from '../../shared/content/types/jobOpening'
import { readWebinar, webinarEnd, webinarLive, webinarState } from '../../shared/content/types/webinar'
import type { PageData } from '../../shared/pages/PageData'

/**
 * The moments a page's content changes with time: an upcoming webinar's end, the next opening's
 * last day; in the webinars' list, the next start (the order and the badges change) and the end of
 * one on now (its "Live now" goes).
 */
function contentChanges(data: PageData, now: number): number[] {
  if (data.kind === 'webinar') {
    const webinar = readWebinar(data.story)
    const end = webinarEnd(webinar)
    return end && webinarState(webinar, now) === 'upcoming' ? [Date.parse(end)] : []
  }
  if (data.kind === 'webinarList') {
    const ends = data.items.map(readWebinar).flatMap((webinar) => (webinarLive(webinar, now) ? [Date.parse(webinarEnd(webinar) ?? '')] : []))
    return [...(data.reordersAt && data.reordersAt > now ? [data.reordersAt] : []), ...ends]
  }
  if (data.kind === 'jobOpenings') {
    const ends = data.items.map((story) => readJobOpening(story).validThrough)
    return ends.flatMap((validThrough) => (validThrough && Date.parse(validThrough) > now ? [Date.parse(validThrough)] : []))
  }
  return []
}

/**
 * When a page rendered at `now` shows something else without any publish: an upcoming webinar
 * becomes past, the next webinar starts, an opening leaves the list, and every page's footer changes its `{year}` on
 * 1 January (UTC). The page cache renders a copy again from then on instead of serving it stale.
 */
export function pageExpiry(data: PageData, now: number): number {
  const nextYear = Date.UTC(new Date(now).getUTCFullYear() + 1, 0, 1)
  return Math.min(nextYear, ...contentChanges(data, now))
}
