import { createSeededRandom, type SeededRandom } from '../generate/createSeededRandom'

/** Faults applied to API requests (never to the control API). */
export interface FaultSettings {
  /** Added delay in milliseconds. */
  latencyMs: number
  /** Share of requests (0..1) answered 429. */
  rate429: number
  /** Share of requests (0..1) answered 503. */
  rate5xx: number
  /** Close every connection without answering. */
  down: boolean
  /** Apply the faults only to paths starting with this prefix (e.g. `/v2/cdn/stories`); null for all. */
  pathPrefix: string | null
  /** The next N matching requests are answered 429 (deterministic; counts down). */
  fail429Next: number
  /** The next N matching requests are answered 503. */
  fail5xxNext: number
  /** The next N matching requests have their connection closed without an answer. */
  downNext: number
}

export interface FaultDecision {
  latencyMs: number
  failure: 'down' | '429' | '5xx' | null
}

const NONE: FaultSettings = { latencyMs: 0, rate429: 0, rate5xx: 0, down: false, pathPrefix: null, fail429Next: 0, fail5xxNext: 0, downNext: 0 }
const SEED = 4_290_503

const check = (valid: boolean, message: string): void => {
  if (!valid) throw new Error(message)
}

/** Holds the fault settings and decides, request by request, which fault (if any) applies. */
export class FaultInjector {
  private current: FaultSettings
  private random: SeededRandom

  private readonly initial: Partial<FaultSettings>

  constructor(initial: Partial<FaultSettings> = {}) {
    this.initial = Object.fromEntries(Object.entries(initial).filter(([, value]) => value !== undefined))
    this.current = { ...NONE, ...this.initial }
    this.random = createSeededRandom(SEED)
  }

  get settings(): FaultSettings {
    return { ...this.current }
  }

  /** Back to the settings the service started with (and the same random sequence). */
  reset(): void {
    this.current = { ...NONE, ...this.initial }
    this.random = createSeededRandom(SEED)
  }

  /** Merges a JSON patch into the settings; throws a message when a field is unknown or invalid. */
  update(patch: unknown): FaultSettings {
    check(patch !== null && typeof patch === 'object' && !Array.isArray(patch), 'Expected a JSON object')
    const next: Record<string, unknown> = { ...this.current }
    for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
      check(key in NONE, `Unknown fault setting ${key}`)
      if (key === 'down') check(typeof value === 'boolean', 'down must be a boolean')
      else if (key === 'pathPrefix') check(value === null || typeof value === 'string', 'pathPrefix must be a string or null')
      else if (key === 'rate429' || key === 'rate5xx') check(typeof value === 'number' && value >= 0 && value <= 1, `${key} must be a number from 0 to 1`)
      else check(typeof value === 'number' && Number.isInteger(value) && value >= 0, `${key} must be a non-negative integer`)
      next[key] = value
    }
    this.current = next as unknown as FaultSettings
    return this.settings
  }

  decide(path: string): FaultDecision {
    const settings = this.current
    if (settings.pathPrefix !== null && !path.startsWith(settings.pathPrefix)) return { latencyMs: 0, failure: null }
    const latencyMs = settings.latencyMs
    if (settings.down) return { latencyMs, failure: 'down' }
    if (settings.downNext > 0) {
      settings.downNext--
      return { latencyMs, failure: 'down' }
    }
    if (settings.fail429Next > 0) {
      settings.fail429Next--
      return { latencyMs, failure: '429' }
    }
    if (settings.fail5xxNext > 0) {
      settings.fail5xxNext--
      return { latencyMs, failure: '5xx' }
    }
    if (settings.rate429 > 0 && this.random.next() < settings.rate429) return { latencyMs, failure: '429' }
    if (settings.rate5xx > 0 && this.random.next() < settings.rate5xx) return { latencyMs, failure: '5xx' }
    return { latencyMs, failure: null }
  }
}
