/** A failed chunk load reloads the page, at most once per guard window. */
const RELOAD_GUARD_MS = 10_000
const RELOAD_KEY = 'chunk-reload-at'

export function reloadOnChunkError(error: unknown): void {
  console.error('A chunk failed to load', error)
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
  if (Date.now() - last < RELOAD_GUARD_MS) return
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  location.reload()
}
