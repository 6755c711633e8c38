import { existsSync, readFileSync } from 'node:fs'
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
 * most one tick of CPU. Past LONGEST_WAIT_MS, or where /proc is missing, the slice is measured
 * anyway and one line says so.
 */
export async function quietSite(sitePid: number): Promise<void> {
  const pids = processTree(sitePid)
  if (!existsSync(`/proc/${sitePid}/stat`)) {
    console.warn('bench: no CPU times for the site in /proc: slices are measured without waiting for it to be quiet')
    return
  }
  const started = performance.now()
  let quiet = 0
  let before = cpuTicks(pids)
  while (quiet < QUIET_WINDOWS) {
    if (performance.now() - started >= LONGEST_WAIT_MS) {
      console.warn(`bench: the site was still busy after ${LONGEST_WAIT_MS / 1000} s; this slice is measured anyway`)
      return
    }
    await sleep(WINDOW_MS)
    const now = cpuTicks(pids)
    quiet = now - before <= QUIET_TICKS ? quiet + 1 : 0
    before = now
  }
}
