/**
 * Written by the publish webhook: what its events have made out of date. A cached copy is out of
 * date when it was stored before `at` (a change to everything: a story moved, an event the
 * webhook cannot place), or before the time a tag it was built from was last touched.
 */
export interface InvalidationMarker {
  at: number
  /** Storyblok's content version after the last publish, passed as `cv` to bypass its CDN cache. */
  cv: number | null
  /** When each tag (contentTag) was last touched by an event. */
  tags?: Record<string, number>
}
