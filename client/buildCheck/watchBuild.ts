/**
 * Product constants: an open page asks for the current build every 60 minutes.
 * @internal tests advance their clock by this interval rather than write it again.
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
/** Answers `{"id": "<build id>"}` (worker/routes/buildRoutes.ts). */
const LATEST_BUILD_URL = '/builds/latest.json'

/**
 * The deployed build's id, or null when it cannot be had (offline, an error page, bad JSON).
 * @internal unit-tested on its own; pages reach it through watchBuild.
 */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store' })
    if (!response.ok) return null
    const body: unknown = await response.json()
    const id = (body as { id?: unknown } | null)?.id
    return typeof id === 'string' && id !== '' ? id : null
  } catch {
    return null
  }
}

export interface BuildWatcher {
  /** Asks now (e.g. when the page comes back from the back/forward cache). */
  check(): Promise<void>
  stop(): void
}

/**
 * Every BUILD_CHECK_INTERVAL_MS, compares the deployed build with the page's own; the first time
 * they differ, calls `onNewBuild` once and stops asking.
 */
export function watchBuild(
  pageBuildId: string,
  onNewBuild: (latestId: string) => void,
  fetchLatest: () => Promise<string | null> = fetchLatestBuildId,
): BuildWatcher {
  let stopped = false
  const timer = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS)
  const stop = () => {
    stopped = true
    clearInterval(timer)
  }
  async function check(): Promise<void> {
    if (stopped) return
    const latest = await fetchLatest()
    if (stopped || latest === null || latest === pageBuildId) return
    stop()
    onNewBuild(latest)
  }
  return { check, stop }
}
