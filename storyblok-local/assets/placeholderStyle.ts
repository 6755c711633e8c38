/** How a placeholder looks: brand colours and a position, deterministic from the asset's hash. */
export interface PlaceholderStyle {
  /** Gradient start and end. */
  from: string
  to: string
  /** A contrasting accent (the truck's cab, an icon's background). */
  accent: string
  /** Gradient direction in degrees. */
  angle: number
  /** 0..1: where the motif sits. */
  offset: number
}

const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#0b2540', '#3a78c2'],
  ['#1d4e89', '#ff6b00'],
  ['#1f6e44', '#3a78c2'],
  ['#b34700', '#0b2540'],
  ['#3a78c2', '#2e8b57'],
  ['#0b2540', '#d95a00'],
]
const ACCENTS = ['#ff6b00', '#2e8b57', '#3a78c2', '#d95a00'] as const
const ANGLES = [0, 30, 60, 120, 150] as const
const OFFSET_STEPS = 256

/** The placeholder style of an asset: its hash (hex) picks colours, direction and position. */
export function placeholderStyle(hash: string): PlaceholderStyle {
  const seed = Number.parseInt(hash.slice(0, 8), 16) || 0
  const [from, to] = GRADIENTS[seed % GRADIENTS.length]!
  return {
    from,
    to,
    accent: ACCENTS[(seed >>> 4) % ACCENTS.length]!,
    angle: ANGLES[(seed >>> 8) % ANGLES.length]!,
    offset: ((seed >>> 12) % OFFSET_STEPS) / (OFFSET_STEPS - 1),
  }
}
