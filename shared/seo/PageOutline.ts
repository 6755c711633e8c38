/**
 * What the SEO checks read of a rendered page (seoProblems): the same in the worker (HTMLRewriter)
 * and in Node (htmlparser2), as both feed one outlineBuilder.
 */
export interface PageOutline {
  /** The page's path on the site (`/de/about`), as it was asked for. */
  path: string
  /** The head's `<title>`, as text. */
  title: string
  /** `<meta name="description">`'s content; '' without one. */
  description: string
  /** Every `<a href>`, as written (relative or absolute). */
  links: { href: string }[]
  /** Every element's id: the places a link's `#fragment` can lead to. */
  ids: string[]
  /** Every image that shows content, with its alt text ('' without one); decorative images (decorativeImage) are left out. */
  images: { src: string; alt: string }[]
  /** `<link rel="alternate" hreflang>`: the page's translations. */
  alternates: { hreflang: string; href: string }[]
}
