import { readWebinar, webinarEnd, webinarState } from '../../shared/content/types/webinar'
import type { Story } from '../../shared/content/storyblok'
import { resolveLink } from '../../shared/links/resolveLink'
import { icalLines, icalText, icalUtc } from './icalendar'

interface WebinarCalendarInput {
  story: Story
  /** The webinar page's absolute URL. */
  url: string
  origin: string
  /** The product naming itself in PRODID. */
  companyName: string
  language: string
  /** The request's time (ms): only a webinar still to come has a calendar entry. */
  now: number
}

/** What a calendar file says and until when: the moment it stops being offered (the webinar's end). */
export interface WebinarCalendar {
  ics: string
  until: number
}

/** Where visitors register, as an absolute URL; null without a registration page. */
function registrationUrl(story: Story, origin: string): string | null {
  const link = resolveLink(readWebinar(story).registrationLink)
  return link && (link.kind === 'internal' || link.kind === 'external') ? new URL(link.href, origin).href : null
}

/**
 * An upcoming webinar as an iCalendar file (RFC 5545): one VEVENT with its story's uuid as UID,
 * its start and end in UTC, its title, its teaser and registration page as the description and its
 * page as URL; DTSTAMP is its last publication, so the file is the same until a publish changes it.
 * Null for a webinar without a start or already over.
 */
export function webinarCalendar({ story, url, origin, companyName, language, now }: WebinarCalendarInput): WebinarCalendar | null {
  const webinar = readWebinar(story)
  const end = webinarEnd(webinar)
  if (!webinar.date || !end || webinarState(webinar, now) !== 'upcoming') return null
  const registration = registrationUrl(story, origin)
  const description = [webinar.teaser, registration].filter(Boolean).join('\n\n')
  const stamp = Date.parse(story.published_at ?? '')
  const ics = icalLines([
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', `-//${icalText(companyName)}//Webinars//${language.toUpperCase()}`],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['BEGIN', 'VEVENT'],
    ['UID', `${story.uuid}@${new URL(origin).hostname}`],
    ['DTSTAMP', icalUtc(Number.isNaN(stamp) ? now : stamp)],
    ['DTSTART', icalUtc(Date.parse(webinar.date))],
    ['DTEND', icalUtc(Date.parse(end))],
    ['SUMMARY', icalText(webinar.title)],
    ...(description ? [['DESCRIPTION', icalText(description)] as const] : []),
    ['URL', url],
    ['END', 'VEVENT'],
    ['END', 'VCALENDAR'],
  ])
  return { ics, until: Date.parse(end) }
}
