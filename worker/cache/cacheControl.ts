/** Every Cache-Control value the worker sends, one per rule. */
export const CACHE_CONTROL = {
  /**
   * Published pages, feeds, sitemaps and their 404s: any cache may keep them but must ask again
   * on each use, so a publish shows at once (the worker's own caches answer that question fast).
   */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Drafts, failures, pages about one visitor (a submission, a link) and per-visitor redirects: never stored. */
  noStore: 'private, no-store',
  /** Permanent redirects and robots.txt (which changes only with a deploy): an hour, so a changed rule reaches visitors the same day. */
  hour: 'public, max-age=3600',
  /** The build a browser should run: revalidated on every use. */
  noCache: 'no-cache',
} as const
