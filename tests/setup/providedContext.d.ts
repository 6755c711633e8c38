// What vitest.config.ts and its global setup provide to the tests (`inject(name)`), for both
// the Node and the worker type checks.
import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the local content service this test run started (tests/setup/contentService.ts). */
    contentServiceUrl: string
    /** Seed and size of the hostile-input suite's run: HOSTILE_SEED and HOSTILE_COUNT. */
    hostileSeed: number
    hostileCount: number
  }
}
