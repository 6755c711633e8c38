import autocannon from 'autocannon'

/** One autocannon run against one address. */
export interface ThroughputRow {
  name: string
  bytes: number
  rps: number
  p50: number
  p99: number
  non2xx: number
}

export interface ThroughputSettings {
  connections: number
  durationSeconds: number
}

/** Requests/s and latency of `url` under `connections` concurrent connections for `durationSeconds`, after one warming request. */
export async function measureThroughput(
  name: string,
  url: string,
  bytes: number,
  { connections, durationSeconds }: ThroughputSettings,
  headers: Record<string, string> = {},
): Promise<ThroughputRow> {
  await fetch(url, { headers }).then((response) => response.text())
  const result = await autocannon({ url, headers, connections, duration: durationSeconds })
  return { name, bytes, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }
}
