import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { percentile } from './percentile'

/** Startup profiles per run: `wrangler check startup` samples about once a millisecond, so one run is coarse. */
const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5)
/** The environment whose bundle is measured: what `npm run deploy:production` uploads. */
const ENVIRONMENT = 'production'

export interface WorkerFigures {
  rawBytes: number
  gzipBytes: number
  /** CPU time of the bundle's top-level evaluation, per run, in ms. */
  startupMs: number[]
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[]
  samples: number[]
  timeDeltas: number[]
}

function wrangler(args: string[]): void {
  const run = spawnSync('npx', ['wrangler', ...args], { encoding: 'utf8', env: { ...process.env, CI: 'true' } })
  if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`)
}

/** The busy (not idle) time of a V8 CPU profile. */
function busyMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id))
  const micros = profile.samples.reduce((sum, sample, index) => sum + (idle.has(sample) ? 0 : (profile.timeDeltas[index] ?? 0)), 0)
  return micros / 1000
}

/**
 * The worker as `wrangler deploy` uploads it (its bytes, raw and gzip) and its startup: the CPU
 * time of the bundle's top-level evaluation, profiled by `wrangler check startup` in local workerd.
 */
export function measureWorker(): WorkerFigures {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-worker-'))
  try {
    wrangler(['deploy', '--dry-run', '--env', ENVIRONMENT, '--outdir', path.join(dir, 'out')])
    const script = readFileSync(path.join(dir, 'out', 'index.js'))
    const upload = path.join(dir, 'worker.bundle')
    wrangler(['deploy', '--dry-run', '--env', ENVIRONMENT, '--outfile', upload])
    const startupMs = Array.from({ length: STARTUP_RUNS }, (_, run) => {
      const profile = path.join(dir, `startup-${run}.cpuprofile`)
      wrangler(['check', 'startup', '--env', ENVIRONMENT, '--worker', upload, '--outfile', profile])
      return busyMs(JSON.parse(readFileSync(profile, 'utf8')) as CpuProfile)
    })
    return { rawBytes: script.byteLength, gzipBytes: gzipSync(script).byteLength, startupMs }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function formatWorker({ rawBytes, gzipBytes, startupMs }: WorkerFigures): string[] {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  return [
    `Worker bundle (${ENVIRONMENT}, as uploaded): ${kib(rawBytes)} raw, ${kib(gzipBytes)} gzip`,
    `Worker startup CPU (wrangler check startup, ${startupMs.length} runs): p50 ${percentile(startupMs, 0.5).toFixed(1)} ms, max ${Math.max(...startupMs).toFixed(1)} ms`,
  ]
}
