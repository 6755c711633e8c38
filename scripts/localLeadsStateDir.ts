/** wrangler's local state (KV and the leads D1) of `npm start` on a site port, which `npm run leads:export -- --env local` reads. */
export function localLeadsStateDir(sitePort: number): string {
  return `.wrangler/start-state-${sitePort}`
}
