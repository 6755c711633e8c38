/** How much generated content the local space holds besides the demo content (`scaleSpace`). */
export interface ScaleCounts {
  blogPosts: number
  pages: number
  jobOpenings: number
  redirects: number
}

/** Each count's command-line flag (`content:serve`, `npm start`). */
export const SCALE_FLAG_NAMES = {
  blogPosts: 'blog-posts',
  pages: 'pages',
  jobOpenings: 'job-openings',
  redirects: 'redirects',
} as const satisfies Record<keyof ScaleCounts, string>

/** Enough for a sitemap split into many files, small enough for the service's memory. */
export const MAX_SCALE_COUNT = 100_000

/** A count as given (a JSON number, or a flag's text): an integer from 0 to MAX_SCALE_COUNT, else null. */
export function scaleCount(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_SCALE_COUNT ? number : null
}
