import type { StoryPageKind } from '../pages/PageData'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { organizationId } from './organizationJsonLd'
import type { StorySummary } from './storySummary'

/** The schema.org type of each article kind; all are kinds of Article (webinars are Events where they can be, see webinarEventJsonLd). */
const ARTICLE_TYPES: Partial<Record<StoryPageKind, string>> = {
  blogArticle: 'BlogPosting',
  techArticle: 'TechArticle',
  pressItem: 'NewsArticle',
  pressPost: 'NewsArticle',
  caseStudy: 'Article',
  report: 'Report',
  webinar: 'Article',
  glossaryEntry: 'Article',
}

/** Google shows at most this much of a headline. */
const MAX_HEADLINE = 110

interface ArticleJsonLdInput {
  kind: StoryPageKind
  summary: StorySummary
  /** Absolute canonical URL. */
  url: string
  /** Absolute URL of the preview image. */
  imageUrl: string | null
  origin: string
  language: string
}

/** The Article node of an article page, or null for pages that are not articles. */
export function articleJsonLd({ kind, summary, url, imageUrl, origin, language }: ArticleJsonLdInput): JsonLd | null {
  const type = ARTICLE_TYPES[kind]
  if (!type) return null
  return {
    '@context': SCHEMA_ORG,
    '@type': type,
    headline: summary.title.length > MAX_HEADLINE ? `${summary.title.slice(0, MAX_HEADLINE - 1)}…` : summary.title,
    ...(summary.description ? { description: summary.description } : {}),
    ...(imageUrl ? { image: [imageUrl] } : {}),
    ...(summary.published ? { datePublished: summary.published } : {}),
    ...(summary.modified ? { dateModified: summary.modified } : {}),
    author: summary.author ? { '@type': 'Person', name: summary.author } : { '@id': organizationId(origin) },
    publisher: { '@id': organizationId(origin) },
    mainEntityOfPage: url,
    inLanguage: language,
  }
}
