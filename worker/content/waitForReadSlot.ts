import { abortablePause } from './abortablePause'
/** The SPEC's content client throttle: 5 Storyblok reads a second, where STORYBLOK_READS_PER_SECOND says nothing else. */
export const SPEC_READS_PER_SECOND = 5
const WINDOW_MS = 1000
/** How far ahead the throttle may be booked for a background refresh to start: beyond it, the stale copy waits for a quieter moment. */
const BACKGROUND_ROOM_MS = 1000

/**
 * When this isolate's last reads start (a slot is taken when it is granted, so a waiting read
 * already counts). Shared by every request of the isolate: one throttle however many requests run.
 * Only times are shared, never a timer or a promise: each read waits on its own request's timer,
 * so no request can be left waiting on another's I/O (which Workers cancel when that one ends).
 */
const slots: number[] = []

/** When the next read could start: one window after the read `perSecond` reads back, or now. */
function nextSlot(now: number, perSecond: number): number {
  const oldest = slots.length < perSecond ? now : (slots[slots.length - perSecond] ?? now) + WINDOW_MS
  return Math.max(now, oldest)
}

/**
 * The throttle is booked past its budget: the read fails at once, as one that waited would.
 * @internal tests tell this refusal apart from a failed read.
 */
export class ThrottledPastBudgetError extends Error {
  constructor(waitMs: number) {
    super(`Storyblok reads are booked ${waitMs} ms ahead, past this read's budget`)
    this.name = 'ThrottledPastBudgetError'
  }
}

/**
 * Waits until this isolate may start one more Storyblok read (at most `perSecond` start in any
 * second); at once while the window has room. A read whose slot would come after `deadline`
 * takes none and fails at once: slots are only ever taken by reads that will use them, so a
 * backlog never books the throttle further and further ahead.
 */
export async function waitForReadSlot(perSecond: number, deadline: number, signal?: AbortSignal): Promise<void> {
  const now = Date.now()
  const at = nextSlot(now, perSecond)
  if (at > deadline) throw new ThrottledPastBudgetError(at - now)
  slots.push(at)
  if (slots.length > perSecond) slots.splice(0, slots.length - perSecond)
  if (at <= now) return
  await abortablePause(at - now, signal)
}

/** Whether a background refresh may start now: the throttle is not booked more than a second ahead, so it never crowds out a visitor's read. */
export function hasRoomForBackgroundReads(perSecond: number): boolean {
  return nextSlot(Date.now(), perSecond) - Date.now() <= BACKGROUND_ROOM_MS
}
