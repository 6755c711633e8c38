// `npm start`: builds the client, starts the local Storyblok service (8788; also the local
// Amplitude collector and the local visual editor at /_editor/{full_slug}) and the worker under
// `wrangler dev` (8787), with the demo analytics key and the collector as the SDK's server URL.
// Ctrl-C stops both. `npm start -- --no-build` reuses dist/.
import { spawn, spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { startContentService } from '../storyblok-local/server'
import { demoSpace } from '../storyblok-local/demoSpace'

const SITE_PORT = Number(process.env.SITE_PORT ?? 8787)
const CONTENT_PORT = Number(process.env.STORYBLOK_LOCAL_PORT ?? 8788)
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`
/** wrangler dev's local KV, one per site port: emptied on every start, like the content service's state. */
const LOCAL_STATE_DIR = `.wrangler/start-state-${SITE_PORT}`

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

await rm(LOCAL_STATE_DIR, { recursive: true, force: true })
const content = await startContentService({
  port: CONTENT_PORT,
  webhookUrl: `${SITE_ORIGIN}/api/webhooks/storyblok`,
  webhookSecret: demoSpace.webhookSecret,
  siteOrigin: SITE_ORIGIN,
})
console.log(`content service on ${content.url}, visual editor on ${content.url}/_editor/en/home`)

/** The worker reads the local service with the demo space's tokens and its analytics collector, passed as bindings (they are not secrets). */
const bindings = {
  STORYBLOK_LOCAL_ENDPOINT: `${content.url}/v2`,
  STORYBLOK_TOKEN: demoSpace.publicToken,
  STORYBLOK_PREVIEW_TOKEN: demoSpace.previewToken,
  STORYBLOK_WEBHOOK_SECRET: demoSpace.webhookSecret,
  STORYBLOK_SPACE_ID: String(demoSpace.id),
  AMPLITUDE_API_KEY: demoSpace.analyticsApiKey,
  AMPLITUDE_SERVER_URL: `${content.url}/2/httpapi`,
  // The local visual editor is the content service's origin: previews may be framed by it.
  STORYBLOK_LOCAL_EDITOR_ORIGIN: content.url,
}
const workerArgs = ['wrangler', 'dev', '--port', String(SITE_PORT), '--ip', '127.0.0.1', '--persist-to', LOCAL_STATE_DIR, ...Object.entries(bindings).flatMap(([name, value]) => ['--var', `${name}:${value}`])]
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
