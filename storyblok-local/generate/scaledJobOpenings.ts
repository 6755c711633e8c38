import type { StoryRecord } from '../space/DemoData'
import { contentDate, type ContentDate } from './contentDate'
import { richText } from './richText'
import { scaledStory } from './scaledStory'

const { doc, paragraph, heading } = richText
const DAY = 86_400_000
const DEPARTMENTS = ['Operations', 'Engineering', 'Sales', 'Customer success', 'Finance']
const LOCATIONS = [
  { location: 'Berlin', country: 'DE' },
  { location: 'Hamburg', country: 'DE' },
  { location: 'Warsaw', country: 'PL' },
  { location: 'Lyon', country: 'FR' },
  { location: 'Madrid', country: 'ES' },
  { location: 'Vilnius', country: 'LT' },
]
/** Every tenth opening's application period is over. */
const EXPIRED_EVERY = 10
/** After the demo's openings (positions 0 to 140). */
const FIRST_POSITION = 1000

/** How many of `count` generated openings are past their `valid_through`: a tenth. */
export function expiredOpenings(count: number): number {
  return Math.floor(count / EXPIRED_EVERY)
}

/** A time `days` from the start of `now`'s day (UTC) at `hour`, so that generating again the same day gives the same openings. */
function dayFrom(now: Date, days: number, hour: number): ContentDate {
  const at = new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString()
  return contentDate(0, 1, 0, at, at)
}

/**
 * `count` extra English job openings (`--job-openings` of the service, or `POST /_control/scale
 * {"jobOpenings": n}`) at `en/open-positions/generated-opening-00001` and on, across five
 * departments and six locations. Every tenth one's `valid_through` passed 30 days before `now`;
 * the others take applications for a year from it. Posted in the 90 days before.
 */
export function scaledJobOpenings(template: StoryRecord, count: number, now: Date): StoryRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const department = DEPARTMENTS[index % DEPARTMENTS.length] as string
    const { location, country } = LOCATIONS[index % LOCATIONS.length] as (typeof LOCATIONS)[number]
    const title = `${department} specialist ${number}`
    const posted = dayFrom(now, -(90 - (index % 60)), 8)
    const validThrough = number % EXPIRED_EVERY === 0 ? dayFrom(now, -30, 17) : dayFrom(now, 365, 17)
    return scaledStory({
      template,
      kind: 'jobOpening',
      number,
      folder: 'en/open-positions',
      slug: `generated-opening-${String(number).padStart(5, '0')}`,
      name: title,
      date: posted,
      position: FIRST_POSITION + number,
      content: {
        component: 'job_opening',
        title,
        location,
        country,
        employment_type: index % 3 === 2 ? 'PART_TIME' : 'FULL_TIME',
        department,
        date_posted: posted.datetime,
        valid_through: validThrough.datetime,
        body: doc(heading(3, 'About the role'), paragraph(`Opening number ${number} in ${department.toLowerCase()}, based in ${location}.`)),
      },
    })
  })
}
