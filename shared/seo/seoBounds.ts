/** The lengths, in characters, a text of the page's head should keep to. */
export interface LengthBounds {
  min: number
  max: number
}

/**
 * The `<title>`: Google's results show about 600 px of it, the first 50–60 characters, and cut the
 * rest (Moz, "Title tag": keep titles under 60 characters and some 90% show whole). No lower bound
 * but an empty title: search engines show a short title whole, and the title is also the page's
 * heading (a glossary term, "Pricing"), which a longer one would only make worse
 * (docs/decisions/seo-checks-at-publish.md).
 */
export const TITLE_LENGTH: LengthBounds = { min: 1, max: 60 }

/**
 * The meta description: Google cuts snippets at about 155–160 characters; a shorter one than 50
 * says too little and is the likelier to be replaced by text from the page (Moz, "Meta
 * description": 50–160 characters).
 */
export const DESCRIPTION_LENGTH: LengthBounds = { min: 50, max: 160 }
