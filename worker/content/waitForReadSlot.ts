/** The SPEC's content client throttle: 5 Storyblok reads a second, where STORYBLOK_READS_PER_SECOND says nothing else. */
export const SPEC_READS_PER_SECOND = 5
const WINDOW_MS = 1000

/**
 * When this isolate's last reads started (a slot is taken when it is granted, so a waiting read
 * already counts). Shared by every request of the isolate: one throttle however many requests run.
 * Only times are shared, never a timer or a promise: each read waits on its own request's timer,
 * so no request can be left waiting on another's I/O (which Workers cancel when that one ends).
 */
const slots: number[] = []

/** The moment the next read may start: one window after the read `perSecond` reads back, or now. */
function takeSlot(now: number, perSecond: number): number {
  const oldest = slots.length < perSecond ? now : (slots[slots.length - perSecond] ?? now) + WINDOW_MS
  const at = Math.max(now, oldest)
  slots.push(at)
  if (slots.length > perSecond) slots.splice(0, slots.length - perSecond)
  return at
}

/** Waits until this isolate may start one more Storyblok read (at most `perSecond` start in any second); at once while the window has room. */
export async function waitForReadSlot(perSecond: number, signal?: AbortSignal): Promise<void> {
  const now = Date.now()
  const delay = takeSlot(now, perSecond) - now
  if (delay <= 0) return
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, delay)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}
