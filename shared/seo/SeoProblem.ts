/**
 * What the SEO checks find on a rendered page (seoProblems), as the preview's notices and the
 * report name it: the link's address as written, the anchor, the image's file, the length and
 * the bounds it misses.
 */
export type SeoProblem =
  /** An internal link to a page that answers `status` (4xx, 5xx, or a redirect that ends in one). */
  | { kind: 'brokenLink'; href: string; status: number }
  /** An internal link to a place (`#anchor`) its target page does not have. */
  | { kind: 'missingAnchor'; href: string; anchor: string }
  /** A translation (`hreflang`) whose page does not link back to this one, or does not answer. */
  | { kind: 'hreflangNoReturn'; hreflang: string; href: string }
  /** An image that shows content without alt text. */
  | { kind: 'imageWithoutAlt'; src: string; file: string }
  | { kind: 'titleLength'; length: number; min: number; max: number }
  | { kind: 'descriptionLength'; length: number; min: number; max: number }
