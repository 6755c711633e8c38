import { storyblokAssetSize, storyblokImageUrl, type ImageFilters } from '../../images/storyblokImageUrl'

interface ImageProps {
  src: string
  alt: string
  /** Display width in CSS pixels; also the width attribute. */
  width: number
  /** Display height in CSS pixels; defaults to the asset's own proportion, else square. */
  height?: number
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

function displayHeight(src: string, width: number, height: number | undefined): number {
  if (height !== undefined && height > 0) return height
  const size = storyblokAssetSize(src)
  return size ? Math.round((width * size.height) / size.width) : width
}

/** An image from Storyblok's image service, requested at twice its display size, that never shifts the layout. */
export function Image({ src, alt, width, height, widths, rounded = false, lazy = true, quality, filters, className }: ImageProps) {
  const finalHeight = displayHeight(src, width, height)
  const ratio = finalHeight / width
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
      alt={alt}
      width={width}
      height={finalHeight}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  )
}
