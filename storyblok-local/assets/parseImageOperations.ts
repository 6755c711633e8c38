/** What an image-service path (the part after `/m/`) asks for. */
export interface ImageOperations {
  /** `fit-in/`: fit into the box without cropping (and without enlarging). */
  fitIn: boolean
  /** Requested width; 0 keeps the proportion (both 0: the original size). */
  width: number
  /** Requested height; 0 keeps the proportion. */
  height: number
  /** `fill(..)`: a hex colour without '#', or `transparent`; pads a `fit-in` image to the box. */
  fill: string | null
  /** `rotate(..)`: 0, 90, 180 or 270 degrees (counterclockwise, as Thumbor). */
  rotate: number
  /** `blur(..)`: radius in output pixels, 0..100. */
  blur: number
}

/** `[fit-in/]{w}x{h}[/]` then `filters:a(..):b(..)`, each part optional. */
const OPERATIONS = /^(?:(fit-in\/)?(\d+)x(\d+)(?:\/|$))?(?:filters:([a-z_]+\([^()]*\)(?::[a-z_]+\([^()]*\))*))?$/
const FILTER = /([a-z_]+)\(([^()]*)\)/g
const FILL = /^(?:[0-9a-f]{3}|[0-9a-f]{6}|transparent)$/i
const ROTATIONS = new Set([0, 90, 180, 270])
const MAX_BLUR = 100

/**
 * Parses the operations of Storyblok's image service: `''` (`/m/`), `600x0`, `fit-in/300x300`,
 * each optionally followed by `/filters:...`. Filters without an effect on a placeholder
 * (`quality`, `format`, `focal`, …) and invalid filter values are ignored; any other path is `null`.
 */
export function parseImageOperations(path: string): ImageOperations | null {
  const match = OPERATIONS.exec(path)
  if (!match) return null
  const operations: ImageOperations = {
    fitIn: match[1] !== undefined,
    width: Number(match[2] ?? 0),
    height: Number(match[3] ?? 0),
    fill: null,
    rotate: 0,
    blur: 0,
  }
  for (const [, name, value = ''] of (match[4] ?? '').matchAll(FILTER)) {
    const number = Number.parseFloat(value)
    if (name === 'fill' && FILL.test(value)) operations.fill = value.toLowerCase()
    else if (name === 'rotate' && ROTATIONS.has(number)) operations.rotate = number
    else if (name === 'blur' && Number.isFinite(number)) operations.blur = Math.min(MAX_BLUR, Math.max(0, number))
  }
  return operations
}
