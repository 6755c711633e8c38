/** A failed chunk load reloads the page, at most once per guard window. */
const RELOAD_GUARD_MS = 10_000
const RELOAD_KEY = 'chunk-reload-at'

/**
 * An island's chunk failed to load (an old page after a deploy): the page reloads from the current
 * build, at most once per 10 seconds, but never over what the visitor typed and has not sent
 * (`hasUnsavedInput`): then the page stays as it is, and the next navigation loads the new build.
 */
export function reloadOnChunkError(error: unknown, hasUnsavedInput: () => boolean): void {
  console.error('A chunk failed to load', error)
  if (hasUnsavedInput()) return
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
  if (Date.now() - last < RELOAD_GUARD_MS) return
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  location.reload()
}
