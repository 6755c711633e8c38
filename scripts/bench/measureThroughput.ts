import autocannon from 'autocannon'
import { percentile } from './percentile'

/** Requests/s and latency of one address, over all its rounds. */
export interface ThroughputRow {
  name: string
  bytes: number
  rps: number
  /** The median of the rounds' p50s. */
  p50: number
  /** The highest of the rounds' p99s. */
  p99: number
  non2xx: number
  /** Requests/s of each round, in order: round r of every target of one measurement was taken in turn. */
  rounds: number[]
}

export interface ThroughputSettings {
  connections: number
  /** Per address, in all. */
  durationSeconds: number
  /** Slices each address's time is cut into, taken in turn with the other addresses'. */
  rounds: number
}

/** Resolves when the server has finished what the slice before left it (quietSite.ts), before each slice is measured. */
export type Settle = () => Promise<unknown>

/** One address to load. */
export interface ThroughputTarget {
  name: string
  url: string
  bytes: number
  headers?: Record<string, string>
}

/** The rows of one measurement, by target. */
export interface ThroughputRows {
  of(target: ThroughputTarget): ThroughputRow
}

/** Load before the rounds: the isolate's code and content are warm for every address alike. */
const WARM_SECONDS = 1

/**
 * Requests/s and latency of each target under `connections` concurrent connections, for
 * `durationSeconds` each, taken in `rounds` interleaved slices (a page, then its static twin,
 * then the page again…): a machine that speeds up or slows down during a run moves every target
 * alike, so their ratios hold.
 */
export async function measureThroughput(
  targets: readonly ThroughputTarget[],
  { connections, durationSeconds, rounds }: ThroughputSettings,
  settle: Settle = async () => {},
): Promise<ThroughputRows> {
  const run = async (target: ThroughputTarget, duration: number) => {
    await settle()
    return autocannon({ url: target.url, headers: target.headers ?? {}, connections, duration })
  }
  for (const target of targets) await run(target, WARM_SECONDS)
  const results = targets.map(() => [] as autocannon.Result[])
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) results[index]?.push(await run(target, durationSeconds / rounds))
  }
  const rows = new Map<ThroughputTarget, ThroughputRow>()
  for (const [index, target] of targets.entries()) {
    const slices = results[index] ?? []
    const requests = slices.reduce((sum, slice) => sum + slice.requests.total, 0)
    const seconds = slices.reduce((sum, slice) => sum + slice.duration, 0)
    rows.set(target, {
      name: target.name,
      bytes: target.bytes,
      rps: requests / seconds,
      p50: percentile(
        slices.map((slice) => slice.latency.p50),
        0.5,
      ),
      p99: Math.max(...slices.map((slice) => slice.latency.p99)),
      non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
      rounds: slices.map((slice) => slice.requests.total / slice.duration),
    })
  }
  return {
    of(target) {
      const row = rows.get(target)
      if (!row) throw new Error(`${target.name} was not measured`)
      return row
    },
  }
}

/**
 * `row`'s requests/s ÷ `reference`'s, round by round (each pair taken one after the other), as the
 * median of the rounds' ratios with their lowest and highest: a slowdown of the machine that spans
 * a round moves both of its pair, where it would move one side of a ratio of totals.
 */
export function pairedRatio(row: ThroughputRow, reference: ThroughputRow): { median: number; low: number; high: number } {
  const ratios = row.rounds
    .map((rps, round) => rps / (reference.rounds[round] ?? Number.NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  // An even count's median is its two middle ratios' mean (a nearest rank would lean up).
  const middle = ratios.length / 2
  const median =
    ratios.length % 2 === 1 ? (ratios[Math.floor(middle)] ?? Number.NaN) : ((ratios[middle - 1] ?? Number.NaN) + (ratios[middle] ?? Number.NaN)) / 2
  return { median, low: ratios[0] ?? Number.NaN, high: ratios.at(-1) ?? Number.NaN }
}
