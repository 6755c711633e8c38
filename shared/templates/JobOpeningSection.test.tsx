import { describe, expect, it } from 'vitest'
import { renderWithText } from '../../tests/support/renderWithText'
import type { Multilink, Story } from '../content/storyblok'
import type { SiteSettings } from '../content/SiteSettings'
import { JobOpeningSection } from './JobOpeningSection'

const FORM = 'https://jobs.example.com/freight/senior-backend-engineer'
const SETTINGS: SiteSettings = {
  _uid: 's',
  component: 'settings',
  jobs_apply_link: { linktype: 'email', email: 'jobs@example.com', fieldtype: 'multilink' },
}

function opening(applyLink: Multilink | null): Story {
  return {
    id: 1,
    uuid: 'uuid-job',
    name: 'Senior Backend Engineer',
    slug: 'senior-backend-engineer',
    full_slug: 'en/open-positions/senior-backend-engineer',
    content: { _uid: 'j', component: 'job_opening', title: 'Senior Backend Engineer & Co', ...(applyLink ? { apply_link: applyLink } : {}) },
  } as unknown as Story
}

const render = (story: Story, settings: SiteSettings | null = SETTINGS, language = 'en') =>
  renderWithText(<JobOpeningSection story={story} language={language} settings={settings} now={Date.now()} />, language)

/** The opening's apply button: its address and its accessible text. */
function applyLink(html: string): { href: string; text: string } | null {
  const match = /<p class="job__apply"><a [^>]*?href="([^"]*)"[^>]*>(.*?)<\/a>/.exec(html)
  return match ? { href: match[1] ?? '', text: (match[2] ?? '').replace(/<[^>]+>/g, '') } : null
}

describe('every opening says how to apply', () => {
  it('with its own application form: a button to it, in a new tab, named with the job', () => {
    const html = render(opening({ linktype: 'url', url: FORM, cached_url: FORM }))
    expect(applyLink(html)).toEqual({ href: FORM, text: 'Apply now: Senior Backend Engineer &amp; Co (opens in a new tab)' })
    expect(html).toContain('target="_blank"')
  })

  it('with its own e-mail address: a mail link with the job as the subject, and the address shown', () => {
    const html = render(opening({ linktype: 'email', email: 'operations-jobs@example.com' }))
    expect(applyLink(html)).toEqual({
      href: 'mailto:operations-jobs@example.com?subject=Senior%20Backend%20Engineer%20%26%20Co',
      text: 'Apply by e-mail: Senior Backend Engineer &amp; Co',
    })
    expect(html).toContain('<span class="job__apply-address">operations-jobs@example.com</span>')
  })

  it('without one of its own: the settings’ address for applications', () => {
    const html = render(opening({ linktype: 'story', url: '', cached_url: '' }))
    expect(applyLink(html)?.href).toBe('mailto:jobs@example.com?subject=Senior%20Backend%20Engineer%20%26%20Co')
    expect(html).toContain('jobs@example.com</span>')
  })

  it('an own link that leads nowhere safe gives way to the settings’ address', () => {
    const html = render(opening({ linktype: 'url', url: 'javascript:alert(1)' }))
    expect(html).not.toContain('javascript:')
    expect(applyLink(html)?.href).toMatch(/^mailto:jobs@example\.com\?subject=/)
  })

  it('a story as the application page: its site path, in the same tab', () => {
    const html = render(opening(null), { ...SETTINGS, jobs_apply_link: { linktype: 'story', cached_url: 'de/apply', url: '' } }, 'de')
    expect(applyLink(html)).toEqual({ href: '/de/apply', text: 'Jetzt bewerben: Senior Backend Engineer &amp; Co' })
    expect(html).not.toContain('target="_blank"')
  })

  it('with neither: no apply button at all, rather than a dead one', () => {
    expect(render(opening(null), null)).not.toContain('job__apply')
  })
})
