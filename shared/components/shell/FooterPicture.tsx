import { Image } from '../ui/Image'

/** The picture's widest display: the footer's content width less its gutters (1200 − 2 × 24 px). */
const FOOTER_PICTURE_WIDTH = 1152
/** Its display width from each viewport width up (the footer's column: the viewport less its gutters, then the content width). */
const FOOTER_PICTURE_WIDTHS = { 0: 375, 768: 976, 1024: FOOTER_PICTURE_WIDTH }

/**
 * The settings' footer picture (a wide one, 1600×400 in the demo) across the footer's width at its
 * own proportion, which the asset's size gives; it loads as the visitor scrolls near it.
 */
export function FooterPicture({ src, alt }: { src: string; alt: string }) {
  return <Image className="site-footer__image" src={src} alt={alt} width={FOOTER_PICTURE_WIDTH} widths={FOOTER_PICTURE_WIDTHS} />
}
