/**
 * Filters of Storyblok's image service. Out-of-range numbers are clamped into
 * their range and rounded; values that cannot be clamped (a rotation other than 90, 180 or
 * 270, an unknown format, a fill that is neither a 6-digit hex nor 'transparent', a number
 * that is not finite) are dropped, so a bad field in the content never breaks an image.
 */
export interface ImageFilters {
  /** 0..100 */
  blur?: number
  /** -100..100 */
  brightness?: number
  /** 0..100; defaults to 80 */
  quality?: number
  /** 90, 180 or 270 */
  rotate?: number
  format?: 'webp' | 'png' | 'jpeg'
  /** 6-digit hex without '#' (a leading '#' is accepted) or 'transparent' */
  fill?: string
}

const DEFAULT_IMAGE_QUALITY = 80
/** The service's largest output side. */
const MAX_IMAGE_SIDE = 4000
const ROTATIONS = new Set([90, 180, 270])
const FORMATS = new Set(['webp', 'png', 'jpeg'])
const HEX_FILL = /^#?([0-9a-f]{6})$/i
const SVG_PATH = /\.svg$/i

function clamped(value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined
  return Math.min(max, Math.max(min, Math.round(value)))
}

/**
 * The valid filters as the service's `filters:a(..):b(..)` segment, in a fixed order.
 * @internal unit-tested on its own; the site reaches it through storyblokImageUrl.
 */
export function imageFilterSegment(filters: ImageFilters = {}): string {
  const parts: string[] = []
  const blur = clamped(filters.blur, 0, 100)
  if (blur !== undefined) parts.push(`blur(${blur})`)
  const brightness = clamped(filters.brightness, -100, 100)
  if (brightness !== undefined) parts.push(`brightness(${brightness})`)
  if (filters.fill !== undefined) {
    const hex = HEX_FILL.exec(filters.fill)
    if (hex) parts.push(`fill(${hex[1]!.toLowerCase()})`)
    else if (filters.fill === 'transparent') parts.push('fill(transparent)')
  }
  if (filters.format !== undefined && FORMATS.has(filters.format)) parts.push(`format(${filters.format})`)
  parts.push(`quality(${clamped(filters.quality, 0, 100) ?? DEFAULT_IMAGE_QUALITY})`)
  if (filters.rotate !== undefined && ROTATIONS.has(filters.rotate)) parts.push(`rotate(${filters.rotate})`)
  return `filters:${parts.join(':')}`
}

function side(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(MAX_IMAGE_SIDE, Math.round(value)) : 0
}

/**
 * The image-service URL of a Storyblok asset shown at `width` x `height` CSS pixels: requested
 * at twice that size (0 keeps the proportion), `{src}/m/{2w}x{2h}/filters:quality(80)`.
 * SVGs are returned as they are.
 */
export function storyblokImageUrl(src: string, width: number, height: number, filters?: ImageFilters): string {
  const [path] = src.split(/[?#]/, 1) as [string]
  if (SVG_PATH.test(path)) return src
  return `${path.replace(/\/+$/, '')}/m/${side(width * 2)}x${side(height * 2)}/${imageFilterSegment(filters)}`
}

const ASSET_SIZE = /\/(\d+)x(\d+)\//

/** A Storyblok asset URL carries its original size (`/f/{space}/{w}x{h}/{hash}/{name}`). */
export function storyblokAssetSize(src: string): { width: number; height: number } | null {
  const match = ASSET_SIZE.exec(src)
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : null
}
