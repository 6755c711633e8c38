import { readJobOpening } from '../content/models/JobOpening'
import type { Story } from '../content/storyblok'
import { richTextHtml } from './richTextHtml'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'

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
    identifier: { '@type': 'PropertyValue', name: company, value: story.uuid },
  }
}
