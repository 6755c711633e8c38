/** Where `npm start` keeps wrangler's local state (KV and the leads D1): one dir per site port, made afresh on every start. */
export const LOCAL_STATE_PREFIX = '.wrangler/start-state-'

/** `npm start`'s local state dir on a site port, which `npm run leads:export -- --env local` reads. */
export function localLeadsStateDir(sitePort: number): string {
  return `${LOCAL_STATE_PREFIX}${sitePort}`
}
