import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { processTree } from './separateCores'

/** How often the site's CPU time is read, and how little of it a window may use to count as quiet (a tick is 10 ms). */
const WINDOW_MS = 100
const QUIET_TICKS = 1
/** Windows in a row that must be quiet. */
const QUIET_WINDOWS = 2
/** Past this the slice is measured anyway, and the wait says so. */
const LONGEST_WAIT_MS = 10_000

/** CPU ticks (user and system, every thread) the processes have used so far; a process that has ended counts 0. */
function cpuTicks(pids: readonly number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      // After the command: state is field 3, utime 14 and stime 15 (proc(5)), here at 11 and 12.
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // ended
    }
  }
  return ticks
}

/**
 * Waits until the site (the process tree under `sitePid`) has finished what the last slice left
 * it: the requests autocannon gave up on at the end of its time go on rendering in workerd, and
 * would otherwise be counted against whatever is measured next (a render's slice left up to 32
 * renders, seconds of CPU, in the slice after it). Quiet: two windows of 100 ms in a row with at
 * most one tick of CPU. Resolves with the milliseconds it waited; null where /proc is missing.
 */
export async function quietSite(sitePid: number): Promise<number | null> {
  const pids = processTree(sitePid)
  if (cpuTicks(pids) === 0) return null
  const started = performance.now()
  let quiet = 0
  let before = cpuTicks(pids)
  while (quiet < QUIET_WINDOWS && performance.now() - started < LONGEST_WAIT_MS) {
    await sleep(WINDOW_MS)
    const now = cpuTicks(pids)
    quiet = now - before <= QUIET_TICKS ? quiet + 1 : 0
    before = now
  }
  return performance.now() - started
}
