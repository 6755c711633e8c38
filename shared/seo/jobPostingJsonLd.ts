import { readJobOpening } from '../content/types/jobOpening'
import { jobApplication, type JobApplication } from '../content/readers/jobApplication'
import type { Multilink, Story } from '../content/storyblok'
import { richTextHtml } from './richTextHtml'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'

/**
 * How to apply, as schema.org's `applicationContact` (a ContactPoint): the address to write to, or
 * the form to fill in. `directApply` is not claimed: the posting's own URL is the list, one click
 * before the application.
 */
function applicationContact(application: JobApplication | null, origin: string): JsonLd | null {
  if (!application) return null
  if (application.kind === 'email') return { '@type': 'ContactPoint', contactType: 'job applications', email: application.address }
  return /^(https?:|\/)/.test(application.href)
    ? { '@type': 'ContactPoint', contactType: 'job applications', url: new URL(application.href, origin).href }
    : null
}

/**
 * The JobPosting of one opening, at its anchor on the open-positions page, with how to apply
 * (its own application link, else the settings' `jobs_apply_link`). Null when the opening lacks
 * what a JobPosting requires (a date posted); a missing location or type is left out.
 */
export function jobPostingJsonLd(
  story: Story,
  pageUrl: string,
  origin: string,
  company: string,
  settingsApplyLink: Multilink | null | undefined,
): JsonLd | null {
  const job = readJobOpening(story)
  if (!job.datePosted) return null
  const contact = applicationContact(jobApplication(job, settingsApplyLink), origin)
  return {
    '@context': SCHEMA_ORG,
    '@type': 'JobPosting',
    title: job.title,
    // The whole description, as HTML: Google shows a JobPosting's description with its paragraphs and lists.
    description: richTextHtml(job.body) || job.title,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: company, sameAs: `${origin}/` },
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, ...(job.country ? { addressCountry: job.country } : {}) },
          },
        }
      : {}),
    url: `${pageUrl}#${encodeURIComponent(story.slug)}`,
    ...(contact ? { applicationContact: contact } : {}),
    identifier: { '@type': 'PropertyValue', name: company, value: story.uuid },
  }
}
