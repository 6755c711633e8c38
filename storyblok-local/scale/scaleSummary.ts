import { expiredOpenings } from '../generate/scaledJobOpenings'
import type { ScaleCounts } from './ScaleCounts'

/** What a scale adds to the demo space, in words (`2,000 generated pages, 300 job openings (30 expired), 3,000 redirects`); empty for none. */
export function scaleSummary(counts: ScaleCounts): string {
  const count = (number: number) => number.toLocaleString('en')
  return [
    counts.blogPosts > 0 ? `${count(counts.blogPosts)} blog posts` : '',
    counts.pages > 0 ? `${count(counts.pages)} pages` : '',
    counts.jobOpenings > 0 ? `${count(counts.jobOpenings)} job openings (${count(expiredOpenings(counts.jobOpenings))} expired)` : '',
    counts.redirects > 0 ? `${count(counts.redirects)} redirects` : '',
  ]
    .filter(Boolean)
    .join(', ')
}
