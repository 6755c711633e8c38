/** Where `npm start` keeps wrangler's local state (KV and the leads D1): one dir per site port, made afresh on every start. */
export const LOCAL_STATE_PREFIX = '.wrangler/start-state-'

/** `npm start`'s local state dir on a site port, which `npm run leads:export -- --env local` reads. */
export function localLeadsStateDir(sitePort: number): string {
  return `${LOCAL_STATE_PREFIX}${sitePort}`
}

/**
 * The state dir a local tool reads without SITE_PORT: the one npm start made last (the latest
 * change), and when there are several, a line that says which one it chose and how to choose
 * another. None when no site has a database yet.
 */
export function newestStateDir(tool: string, dirs: readonly { dir: string; mtimeMs: number }[]): { dir: string; note: string | null } | null {
  const newest = [...dirs].sort((a, b) => b.mtimeMs - a.mtimeMs)[0]
  if (!newest) return null
  const note = dirs.length > 1 ? `${tool}: reading ${newest.dir}, the newest of ${dirs.length} local sites (SITE_PORT=<port> chooses another).` : null
  return { dir: newest.dir, note }
}
