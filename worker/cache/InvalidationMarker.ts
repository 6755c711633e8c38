/** Written by the publish webhook: cached entries stored before `at` are out of date. */
export interface InvalidationMarker {
  at: number
  /** Storyblok's content version after the publish, passed as `cv` to bypass its CDN cache. */
  cv: number | null
}
