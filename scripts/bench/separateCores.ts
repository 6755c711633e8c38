import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** The processes under `root` (itself included), from /proc: npm start's script, wrangler, workerd and the content service. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended while the list was read
    }
    // The fields after the command's closing parenthesis: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
  }
  const tree: number[] = []
  const waiting = [root]
  while (waiting.length > 0) {
    const pid = waiting.pop() as number
    tree.push(pid)
    waiting.push(...(children.get(pid) ?? []))
  }
  return tree
}

/** Sets the CPU affinity of each process and all its threads; false where `taskset` is missing or refused. */
function pin(pids: readonly number[], cpus: string): boolean {
  return pids.every((pid) => spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }).status === 0)
}

/**
 * Runs `measure` with the site (the process tree under `sitePid`) on the first half of the
 * machine's cores and this process, which generates the load, on the other half; then gives both
 * every core again. Load generator and server then never take turns on one core, which made
 * rounds of the same address differ by up to 15 % on this 2-core machine (docs/measuring.md).
 * `pinned` says how it ran, for the report: null where it could not (one core, no `taskset`).
 */
export async function onSeparateCores<T>(sitePid: number, measure: () => Promise<T>): Promise<{ result: T; pinned: string | null }> {
  const cores = availableParallelism()
  const all = `0-${cores - 1}`
  const site = processTree(sitePid)
  const half = Math.floor(cores / 2)
  const siteCores = half === 1 ? '0' : `0-${half - 1}`
  const loadCores = half === cores - 1 ? String(half) : `${half}-${cores - 1}`
  const pinned = cores >= 2 && pin(site, siteCores) && pin([process.pid], loadCores)
  // Half pinned is not what the report would say: then everything runs on every core.
  if (!pinned) {
    pin(site, all)
    pin([process.pid], all)
  }
  try {
    return { result: await measure(), pinned: pinned ? `the site on core(s) ${siteCores}, the load on ${loadCores}` : null }
  } finally {
    pin(processTree(sitePid), all)
    pin([process.pid], all)
  }
}
