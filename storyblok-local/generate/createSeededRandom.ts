/** Deterministic pseudo-random source (mulberry32), so the demo content is the same on every run. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  hex(length: number): string
  uuid(): string
}

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const hex = (length: number): string => Array.from({ length }, () => int(0, 15).toString(16)).join('')
  return {
    next,
    hex,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  }
}
