/** Storyblok's editor sends `_storyblok_release=0` when no release is open. */
const RELEASE_ID = /^[1-9]\d{0,19}$/

/**
 * The release a verified preview shows (`_storyblok_release`), or null for the current drafts:
 * its id as Storyblok writes it, passed on as `from_release` (ids may exceed a safe integer).
 */
export function previewRelease(url: URL): string | null {
  const release = url.searchParams.get('_storyblok_release') ?? ''
  return RELEASE_ID.test(release) ? release : null
}
