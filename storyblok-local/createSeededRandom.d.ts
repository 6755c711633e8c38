/** Deterministic pseudo-random source (mulberry32), so the demo content is the same on every run. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  hex(length: number): string
  uuid(): string
}
export declare function createSeededRandom(seed: number): SeededRandom
