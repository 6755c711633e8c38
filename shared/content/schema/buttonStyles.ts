// Kept apart from the model's `define*` calls: the site's runtime code imports this list, and
// `@storyblok/schema` (which also bundles its zod validator) must never reach a worker or browser bundle.

/** Button styles; the last two render the app store badges. */
export const BUTTON_STYLES = ['orange', 'green', 'gray-light', 'white', 'transparent', 'transparent-light', 'google-play', 'app-store'] as const
