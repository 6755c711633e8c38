import type { TimingVariables } from 'hono/timing'

/** Hono's typing of this worker: its bindings and per-request variables. */
export interface AppEnv {
  Bindings: Env
  Variables: TimingVariables & {
    /** Set by the page routes: the request carries a verified visual-editor signature. */
    editorPreview?: boolean
  }
}
