import { describe, expect, it } from 'vitest'
import type { Multilink, Story } from '../content/storyblok'
import { jobPostingJsonLd } from './jobPostingJsonLd'

const ORIGIN = 'https://freight.example'
const PAGE = `${ORIGIN}/open-positions`
const SETTINGS_LINK: Multilink = { linktype: 'email', email: 'jobs@example.com' }

function opening(applyLink?: Multilink): Story {
  const content = {
    _uid: 'j',
    component: 'job_opening',
    title: 'Data Analyst',
    date_posted: '2025-04-01 07:00',
    ...(applyLink ? { apply_link: applyLink } : {}),
  }
  return { uuid: 'uuid-job', slug: 'data-analyst', full_slug: 'en/open-positions/data-analyst', content } as unknown as Story
}

const contactOf = (story: Story, settingsLink: Multilink | null = SETTINGS_LINK) =>
  jobPostingJsonLd(story, PAGE, ORIGIN, 'Freight', settingsLink)?.applicationContact

describe('a JobPosting says how to apply (schema.org applicationContact)', () => {
  it('its own application form', () => {
    const form = 'https://jobs.example.com/freight/data-analyst'
    expect(contactOf(opening({ linktype: 'url', url: form }))).toEqual({ '@type': 'ContactPoint', contactType: 'job applications', url: form })
  })

  it('its own address', () => {
    expect(contactOf(opening({ linktype: 'email', email: 'data-jobs@example.com' }))).toEqual({
      '@type': 'ContactPoint',
      contactType: 'job applications',
      email: 'data-jobs@example.com',
    })
  })

  it('else the settings’ address, and a page of the site as an absolute URL', () => {
    expect(contactOf(opening())).toMatchObject({ email: 'jobs@example.com' })
    expect(contactOf(opening(), { linktype: 'story', cached_url: 'en/apply' })).toMatchObject({ url: `${ORIGIN}/apply` })
  })

  it('nothing it does not know, and never directApply: the posting’s URL is the list, not the application', () => {
    expect(contactOf(opening(), null)).toBeUndefined()
    expect(jobPostingJsonLd(opening(), PAGE, ORIGIN, 'Freight', SETTINGS_LINK)).not.toHaveProperty('directApply')
  })
})
