/**
 * Marks an image the site shows beside its own words (a card's picture under its title, an
 * author's avatar beside the name, a link's icon), rendered with `alt=""` on purpose. The SEO
 * checks leave such images out; any other image without alt text is content that misses one.
 * A data attribute, as the W3C checker refuses a `role` on an `img` with an empty alt.
 */
export const DECORATIVE_IMAGE_ATTRIBUTE = 'data-decorative'
