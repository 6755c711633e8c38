// `npm start`: builds the client, starts the local Storyblok service (8788; also the local
// Amplitude collector and the local visual editor at /_editor/{full_slug}), applies the D1
// migrations to the local leads database and starts the worker under `wrangler dev` (8787), with
// the demo analytics key and the collector as the SDK's server URL. Ctrl-C stops both.
// `npm start -- --no-build` reuses dist/.
import { spawn, spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { startContentService } from '../storyblok-local/server'
import { demoSpace } from '../storyblok-local/demoSpace'

const SITE_PORT = Number(process.env.SITE_PORT ?? 8787)
const CONTENT_PORT = Number(process.env.STORYBLOK_LOCAL_PORT ?? 8788)
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`
/** wrangler dev's local KV and D1, one per site port: emptied on every start, like the content service's state. */
const LOCAL_STATE_DIR = `.wrangler/start-state-${SITE_PORT}`
/**
 * Demo values of the lead flow's secrets, so that `npm start` needs no setup (they sign links
 * to demo PDFs only); the environment's own values win. Real ones: `wrangler secret put`.
 */
const DEMO_SECRETS = {
  DOWNLOAD_SIGNING_SECRET: 'local-demo-download-signing-secret',
  LEADS_IP_HASH_SECRET: 'local-demo-ip-hash-secret',
}
/** Passed through when set, e.g. `LEADS_RATE_LIMIT=1000 npm start` for a load run (`npm run bench:leads`). */
const PASSED_VARS = ['LEADS_RATE_LIMIT'] as const

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

await rm(LOCAL_STATE_DIR, { recursive: true, force: true })
const migrated = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'LEADS', '--local', '--persist-to', LOCAL_STATE_DIR], {
  stdio: 'inherit',
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
})
if (migrated.status !== 0) process.exit(migrated.status ?? 1)
const content = await startContentService({
  port: CONTENT_PORT,
  webhookUrl: `${SITE_ORIGIN}/api/webhooks/storyblok`,
  webhookSecret: demoSpace.webhookSecret,
  siteOrigin: SITE_ORIGIN,
})
console.log(`content service on ${content.url}, visual editor on ${content.url}/_editor/en/home`)

/** The worker reads the local service with the demo space's tokens and its analytics collector, passed as bindings (they are not secrets). */
const bindings: Record<string, string> = {
  STORYBLOK_LOCAL_ENDPOINT: `${content.url}/v2`,
  STORYBLOK_TOKEN: demoSpace.publicToken,
  STORYBLOK_PREVIEW_TOKEN: demoSpace.previewToken,
  STORYBLOK_WEBHOOK_SECRET: demoSpace.webhookSecret,
  STORYBLOK_SPACE_ID: String(demoSpace.id),
  STORYBLOK_ASSET_TOKEN: demoSpace.assetToken,
  AMPLITUDE_API_KEY: demoSpace.analyticsApiKey,
  AMPLITUDE_SERVER_URL: `${content.url}/2/httpapi`,
  // The local visual editor is the content service's origin: previews may be framed by it.
  STORYBLOK_LOCAL_EDITOR_ORIGIN: content.url,
  DOWNLOAD_SIGNING_SECRET: process.env.DOWNLOAD_SIGNING_SECRET ?? DEMO_SECRETS.DOWNLOAD_SIGNING_SECRET,
  LEADS_IP_HASH_SECRET: process.env.LEADS_IP_HASH_SECRET ?? DEMO_SECRETS.LEADS_IP_HASH_SECRET,
}
for (const name of PASSED_VARS) if (process.env[name]) bindings[name] = process.env[name]
const workerArgs = [
  'wrangler',
  'dev',
  '--port',
  String(SITE_PORT),
  '--ip',
  '127.0.0.1',
  '--persist-to',
  LOCAL_STATE_DIR,
  ...Object.entries(bindings).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
]
// A process group of its own, so that stopping it stops wrangler and workerd under npx too.
const worker = spawn('npx', workerArgs, {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
})

async function stop(code: number): Promise<never> {
  if (worker.pid !== undefined && worker.exitCode === null) process.kill(-worker.pid, 'SIGTERM')
  await content.close()
  process.exit(code)
}
worker.on('exit', (code) => void stop(code ?? 0))
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
