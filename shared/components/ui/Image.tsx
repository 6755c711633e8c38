import { storyblokAssetSize, storyblokImageUrl, type ImageFilters } from '../../content/storyblokImageUrl'
import { DECORATIVE_IMAGE_ATTRIBUTE } from '../../seo/decorativeImage'

type ImageProps = ImageOptions & ({ alt: string; decorative?: never } | { alt?: never; decorative: true })

interface ImageOptions {
  src: string
  /** Display width in CSS pixels; also the width attribute. */
  width: number
  /** Forced display height in CSS pixels; otherwise `width × heightRatio`, else the asset's own proportion, else square. */
  height?: number
  /** Height over width: every requested width gets `width × heightRatio` as its height (a fixed aspect, 0.5625 for 16:9). */
  heightRatio?: number
  /**
   * Responsive width map: smallest viewport width (px) → display width (px) from there up,
   * e.g. `{ 0: 320, 768: 360, 1024: 280 }`. Builds `sizes` and one srcset candidate each.
   */
  widths?: Record<number, number>
  rounded?: boolean
  /** Defaults to true; false loads the image eagerly (above the fold). */
  lazy?: boolean
  /** Image service quality 0..100; defaults to 80. */
  quality?: number
  filters?: ImageFilters
  className?: string
}

/** The mark of an image beside words that say what it shows, whose `alt=""` is on purpose (decorativeImage): the SEO checks pass it by. */
export const DECORATIVE_MARK = { [DECORATIVE_IMAGE_ATTRIBUTE]: '' } as const

function isPositive(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value > 0
}

/** Height over width: from the forced height, the height ratio, the asset's own size, or 1. */
function aspectOf(src: string, width: number, height: number | undefined, heightRatio: number | undefined): number {
  if (isPositive(height)) return height / width
  if (isPositive(heightRatio)) return heightRatio
  const size = storyblokAssetSize(src)
  return size ? size.height / size.width : 1
}

/**
 * An image from Storyblok's image service, requested at twice its display size, that never shifts
 * the layout. Its `alt` says what it shows; a `decorative` one stands beside words that say it.
 */
export function Image({ src, alt, decorative, width, height, heightRatio, widths, rounded = false, lazy = true, quality, filters, className }: ImageProps) {
  const ratio = aspectOf(src, width, height, heightRatio)
  const finalHeight = isPositive(height) ? height : Math.round(width * ratio)
  const breakpoints = Object.entries(widths ?? {})
    .map(([from, display]) => [Number(from), display] as const)
    .sort(([a], [b]) => b - a)
  const displayWidths = [...new Set([width, ...breakpoints.map(([, display]) => display)])].sort((a, b) => a - b)
  const urlFor = (display: number) => storyblokImageUrl(src, display, Math.round(display * ratio), { ...filters, quality: quality ?? filters?.quality })
  const url = urlFor(width)
  const transformed = url !== src
  const srcSet = transformed && displayWidths.length > 1 ? displayWidths.map((display) => `${urlFor(display)} ${display * 2}w`).join(', ') : undefined
  const sizes = srcSet
    ? breakpoints.map(([from, display]) => (from > 0 ? `(min-width: ${from}px) ${display}px` : `${display}px`)).join(', ') +
      (breakpoints.some(([from]) => from === 0) ? '' : `, ${width}px`)
    : undefined
  return (
    <img
      className={['image', rounded ? 'image--rounded' : '', className].filter(Boolean).join(' ')}
      src={url}
      srcSet={srcSet}
      sizes={sizes}
      alt={decorative ? '' : alt}
      {...(decorative ? DECORATIVE_MARK : {})}
      width={width}
      height={finalHeight}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  )
}
