import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { organizationId } from './organizationJsonLd'
import type { StorySummary } from './storySummary'

/** Google shows at most this much of a headline. */
const MAX_HEADLINE = 110

interface ArticleJsonLdInput {
  summary: StorySummary
  /** Absolute canonical URL. */
  url: string
  /** Absolute URL of the preview image. */
  imageUrl: string | null
  origin: string
  language: string
}

/** The Article node (BlogPosting, NewsArticle, …) of an article page, or null for pages that are not articles. */
export function articleJsonLd({ summary, url, imageUrl, origin, language }: ArticleJsonLdInput): JsonLd | null {
  if (!summary.schemaType) return null
  return {
    '@context': SCHEMA_ORG,
    '@type': summary.schemaType,
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
