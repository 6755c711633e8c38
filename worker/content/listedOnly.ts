/**
 * Storyblok `filter_query` parameters that leave out unlisted stories (shared/content/isUnlisted.ts):
 * their switch is off, or empty, which per Storyblok also matches stories saved before the field
 * existed and content types without it. One `__or` group, so it combines with any other condition.
 */
export const LISTED_ONLY: Readonly<Record<string, string>> = {
  'filter_query[__or][0][unlisted][is]': 'false',
  'filter_query[__or][1][unlisted][is]': 'empty',
}
