import { readJobOpening } from '../content/models/JobOpening'
import type { Story } from '../content/storyblok'
import { richTextExcerpt } from '../content/richTextExcerpt'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'

/** The whole job description: JobPosting wants it complete. */
const DESCRIPTION_LENGTH = 5000

/**
 * The JobPosting of one opening, at its anchor on the open-positions page. Null when the
 * opening lacks what a JobPosting requires (a date posted); a missing location or type is left out.
 */
export function jobPostingJsonLd(story: Story, pageUrl: string, origin: string, company: string): JsonLd | null {
  const job = readJobOpening(story)
  if (!job.datePosted) return null
  return {
    '@context': SCHEMA_ORG,
    '@type': 'JobPosting',
    title: job.title,
    description: richTextExcerpt(job.body, DESCRIPTION_LENGTH) || job.title,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: company, sameAs: `${origin}/` },
    ...(job.location ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } } } : {}),
    url: `${pageUrl}#${encodeURIComponent(story.slug)}`,
    identifier: { '@type': 'PropertyValue', name: company, value: story.uuid },
  }
}
