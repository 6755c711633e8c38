// What vitest.config.ts provides to the tests (`inject(name)`), for both the Node and the worker
// type checks.
import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seed and size of the hostile-input suite's run: HOSTILE_SEED and HOSTILE_COUNT. */
    hostileSeed: number
    hostileCount: number
  }
}
