import { describe, expect, it } from 'vitest'
import { renderWithText } from '../../tests/support/renderWithText'
import type { Story } from '../content/storyblok'
import { messagesFor } from '../i18n/messages/catalogue'
import { WebinarTemplate } from './WebinarTemplate'
import { sectionById } from '../sections/sections'
import { contentTypeOf } from '../sections/sectionOf'

/** A session on Wednesday 30 December 2026, 15:00 UTC (16:00 in Berlin, CET), 45 minutes. */
const START = '2026-12-30 15:00'
const STARTS_AT = Date.parse('2026-12-30T15:00:00Z')
const MINUTE = 60_000
const REGISTRATION = 'https://events.example.com/freight/ltl'
const RECORDING = 'https://videos.example.com/freight/ltl.mp4'

function webinar(fields: Record<string, unknown>): Story {
  return {
    id: 1,
    uuid: 'uuid-webinar',
    name: 'LTL in 2027',
    slug: 'ltl-in-2027',
    full_slug: 'en/webinars/ltl-in-2027',
    first_published_at: null,
    published_at: null,
    content: {
      _uid: 'w',
      component: 'webinar',
      title: 'LTL in 2027',
      date: START,
      duration: '45',
      registration_link: { linktype: 'url', url: REGISTRATION, cached_url: REGISTRATION, fieldtype: 'multilink' },
      ...fields,
    },
  } as unknown as Story
}

const render = (story: Story, now: number, language = 'en') =>
  renderWithText(
    <WebinarTemplate data={{ kind: 'webinar', story, section: sectionById('webinars'), type: contentTypeOf(story), now }} language={language} />,
    language,
  )

describe('a webinar page follows its state at the request’s time', () => {
  it('upcoming: its time in Berlin with the zone, and the way to register (no recording yet)', () => {
    const html = render(webinar({ video_url: RECORDING }), STARTS_AT - 24 * 60 * MINUTE)
    expect(html).toContain('<time dateTime="2026-12-30T15:00:00.000Z">Wednesday, 30 December 2026, 16:00–16:45 CET</time>')
    expect(html).toContain(`href="${REGISTRATION}"`)
    expect(html).toContain('Register now')
    expect(html).toContain('Upcoming webinar')
    expect(html).not.toContain(RECORDING)
  })

  it('in another language, in its words and its way of writing the zone', () => {
    const html = render(webinar({}), STARTS_AT - MINUTE, 'de')
    expect(html).toContain('Mittwoch, 30. Dezember 2026, 16:00–16:45 Uhr MEZ')
    expect(html).toContain(messagesFor('de').templates.registerForWebinar)
    expect(html).toContain('Kommendes Webinar')
  })

  it('summer sessions name the summer zone', () => {
    const html = render(webinar({ date: '2027-07-13 09:00' }), STARTS_AT)
    expect(html).toContain('Tuesday, 13 July 2027, 11:00–11:45 CEST')
  })

  it('still upcoming while it runs, past from its end on: the recording instead of the registration', () => {
    expect(render(webinar({ video_url: RECORDING }), STARTS_AT + 44 * MINUTE)).toContain(`href="${REGISTRATION}"`)
    const html = render(webinar({ video_url: RECORDING }), STARTS_AT + 45 * MINUTE)
    expect(html).toContain(`<video src="${RECORDING}" controls="" preload="none" aria-label="Webinar video: LTL in 2027">`)
    expect(html).toContain('Past webinar')
    expect(html).toContain('16:00–16:45 CET')
    expect(html).not.toContain(REGISTRATION)
    expect(html).not.toContain('Register now')
  })

  it('past without a recording: "recording coming soon", and no registration', () => {
    const html = render(webinar({ video_url: '' }), STARTS_AT + 24 * 60 * MINUTE)
    expect(html).toContain('Recording coming soon')
    expect(html).not.toContain(REGISTRATION)
    expect(html).not.toContain('<video')
  })

  it('upcoming without a registration link: its time, and no dead button', () => {
    const html = render(webinar({ registration_link: { linktype: 'url', url: '', cached_url: '' } }), STARTS_AT - MINUTE)
    expect(html).toContain('16:00–16:45 CET')
    expect(html).not.toContain('Register now')
  })
})
