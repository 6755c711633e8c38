/**
 * The time one D1 step may take, its retries included (3 s: D1 answers in milliseconds, a
 * cold primary in well under a second). Past it the step counts as failed and the visitor is
 * asked to try again, so a D1 that hangs never hangs the request.
 * @internal tests read this budget rather than write it again.
 */
export const D1_STEP_BUDGET_MS = 3_000
/** A step is tried this often, this far apart (ms) times its attempt: D1 can fail transiently, and every step is safe to repeat. */
const D1_ATTEMPTS = 3
const D1_RETRY_DELAY_MS = 100

class D1StepTimeout extends Error {}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The step's answer, or a D1StepTimeout once `ms` have passed (the step itself runs on: a late write is stored, never released). */
function within<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer = 0
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new D1StepTimeout(`${name} took longer than ${D1_STEP_BUDGET_MS} ms`)), Math.max(0, ms))
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * Runs a D1 step within its budget, retrying transient failures while the budget lasts; a
 * lasting failure or a timeout is logged with the step's name and becomes null (the caller
 * answers 503 and releases nothing).
 */
export async function d1Step<T>(name: string, step: () => Promise<T>): Promise<{ value: T } | null> {
  const deadline = Date.now() + D1_STEP_BUDGET_MS
  for (let attempt = 1; ; attempt++) {
    try {
      return { value: await within(step(), deadline - Date.now(), name) }
    } catch (error) {
      const delay = D1_RETRY_DELAY_MS * attempt
      if (error instanceof D1StepTimeout || attempt >= D1_ATTEMPTS || Date.now() + delay >= deadline) {
        console.error(`leads database failed (${name})`, error)
        return null
      }
      await pause(delay)
    }
  }
}
