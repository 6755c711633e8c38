// Builds the client (npm run build) when a fresh clone has not yet: `npm run typecheck` and
// `wrangler dev` / `wrangler deploy` (wrangler.toml's [build]) need its generated files. A build
// already there is kept: `npm run build` rebuilds on purpose.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** What `npm run build` writes and the type checks and the worker bundle import. */
const OUTPUTS = ['dist/client', 'worker/generated/assetManifest.json', 'shared/content/schema/generated/blokRules.json']

const missing = OUTPUTS.filter((file) => !existsSync(file))
if (missing.length > 0) {
  console.log(`${missing[0]} is missing: building the client first (npm run build).`)
  const built = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' })
  process.exit(built.status ?? 1)
}
