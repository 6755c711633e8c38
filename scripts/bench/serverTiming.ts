/** The `dur` of metric `name` in a Server-Timing header, or null when the metric or its duration is missing. */
export function serverTiming(header: string | null, name: string): number | null {
  for (const metric of (header ?? '').split(',')) {
    const [metricName, ...parameters] = metric.trim().split(';')
    if (metricName !== name) continue
    const duration = parameters.map((parameter) => /^dur=([\d.]+)$/.exec(parameter.trim())?.[1]).find((value) => value !== undefined)
    return duration === undefined ? null : Number(duration)
  }
  return null
}

/** The `desc` of metric `name` (e.g. `cache;desc="page-hit"`), or null. */
export function serverTimingDescription(header: string | null, name: string): string | null {
  for (const metric of (header ?? '').split(',')) {
    const [metricName, ...parameters] = metric.trim().split(';')
    if (metricName !== name) continue
    const description = parameters.map((parameter) => /^desc="?([^"]*)"?$/.exec(parameter.trim())?.[1]).find((value) => value !== undefined)
    return description ?? null
  }
  return null
}
