// `npm start`: builds the client, starts the local Storyblok service (STORYBLOK_LOCAL_PORT, 8788;
// also the local Amplitude collector and the local visual editor at /_editor/), applies the D1
// migrations to the local leads database and starts the worker under `wrangler dev` (SITE_PORT,
// 8787), with the demo analytics key and the collector as the SDK's server URL. Ctrl-C stops both.
// `npm start -- --no-build` reuses dist/; `npm start -- --empty` starts on an empty space, which
// `npm run space:push` then fills (the ready lines give the command); `--blog-posts N --pages N
// --job-openings N --redirects N` add generated content to the demo space, as `content:serve` does.
// Until the site answers, only what needs a person's attention is printed: a busy port as one
// line, a failed step with its output; wrangler's own lines follow once the site is ready.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { watch } from 'node:fs'
import { rm } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { DEMO_API_KEY } from '../amplitude-local/createAmplitudeLocal'
import { demoSpace } from '../storyblok-local/space/demoSpace'
import { SCALE_FLAGS, scaleFromFlags } from '../storyblok-local/scale/scaleFlags'
import { scaleSummary } from '../storyblok-local/scale/scaleSummary'
import { busyPortMessage } from './localSite/busyPortMessage'
import { portInUse } from './localSite/portInUse'
import { startLocalServices } from './localSite/startLocalServices'
import { localLeadsStateDir } from './localSite/localLeadsStateDir'
import { readyLines } from './localSite/readyLines'
import { WorkerOutput } from './localSite/WorkerOutput'
import { WRANGLER, withProjectBin } from './wrangler/wranglerCommand'

const { values: options } = parseArgs({ options: { 'no-build': { type: 'boolean' }, empty: { type: 'boolean' }, ...SCALE_FLAGS } })
const SITE_PORT = Number(process.env.SITE_PORT || 8787)
/** The Worker as npm start runs it: worker/index.ts behind the local Workers Cache. */
const LOCAL_ENTRY = 'workers-cache-local/localEntry.ts'
const CONTENT_PORT = Number(process.env.STORYBLOK_LOCAL_PORT || demoSpace.defaultPort)
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`
/** wrangler dev's local KV and D1, one per site port: emptied on every start, like the content service's state. */
const LOCAL_STATE_DIR = localLeadsStateDir(SITE_PORT)
/**
 * Demo values of the lead flow's secrets, so that `npm start` needs no setup (they sign links
 * to demo PDFs only); the environment's own values win. Real ones: `wrangler secret put`.
 */
const DEMO_SECRETS = {
  DOWNLOAD_SIGNING_SECRET: 'local-demo-download-signing-secret',
  LEADS_IP_HASH_SECRET: 'local-demo-ip-hash-secret',
}
/**
 * Passed through when set, e.g. `LEADS_RATE_LIMIT=1000 npm start` for a load run (`npm run bench:leads`),
 * `SEO_CHECK_ON_PUBLISH=false npm start` for a site whose publishes render nothing in the background.
 */
const PASSED_VARS = ['LEADS_RATE_LIMIT', 'SEO_CHECK_ON_PUBLISH', 'INDEXNOW_BATCH_SECONDS'] as const
/**
 * wrangler run quietly and offline: no banner or update check, no metrics, no prompt, and no
 * fetch of the `Request.cf` object from workers.cloudflare.com (its placeholder is used).
 */
const WRANGLER_ENV = withProjectBin({
  ...process.env,
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
})

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Runs a step with its output kept back: printed only when it fails. */
function quietly(step: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env: WRANGLER_ENV })
  if (result.status !== 0) fail(`${result.stdout}${result.stderr}\nnpm start: ${step} failed (${[command, ...args].join(' ')}).`)
  return result.stdout
}

const scale = (() => {
  try {
    return scaleFromFlags(options)
  } catch (error) {
    return fail(`npm start: ${error instanceof Error ? error.message : String(error)}`)
  }
})()

for (const [port, variable] of [
  [SITE_PORT, 'SITE_PORT'],
  [CONTENT_PORT, 'STORYBLOK_LOCAL_PORT'],
] as const) {
  if (await portInUse(port)) fail(busyPortMessage(port, variable))
}

if (!options['no-build']) process.stdout.write(quietly('the client build', 'npm', ['run', '-s', 'build']))
await rm(LOCAL_STATE_DIR, { recursive: true, force: true })
quietly('the local D1 migrations', WRANGLER, ['d1', 'migrations', 'apply', 'LEADS', '--local', '--persist-to', LOCAL_STATE_DIR])
const content = await startLocalServices({
  port: CONTENT_PORT,
  webhookUrl: `${SITE_ORIGIN}/api/webhooks/storyblok`,
  webhookSecret: demoSpace.webhookSecret,
  siteOrigin: SITE_ORIGIN,
  empty: options.empty,
  scale,
}).catch((error: unknown) => fail(`npm start: ${error instanceof Error ? error.message : String(error)}`))

/** The worker reads the local service with the demo space's tokens and its analytics collector, passed as bindings (they are not secrets). */
const bindings: Record<string, string> = {
  STORYBLOK_LOCAL_ENDPOINT: `${content.url}/v2`,
  STORYBLOK_TOKEN: demoSpace.publicToken,
  STORYBLOK_PREVIEW_TOKEN: demoSpace.previewToken,
  STORYBLOK_WEBHOOK_SECRET: demoSpace.webhookSecret,
  STORYBLOK_SPACE_ID: String(demoSpace.id),
  STORYBLOK_ASSET_TOKEN: demoSpace.assetToken,
  AMPLITUDE_API_KEY: DEMO_API_KEY,
  AMPLITUDE_SERVER_URL: `${content.url}/2/httpapi`,
  // The local service stands in for IndexNow: it lists what it received at /_control/indexnow.
  INDEXNOW_ENDPOINT: `${content.url}/indexnow`,
  // The local visual editor is the content service's origin: previews may be framed by it.
  STORYBLOK_LOCAL_EDITOR_ORIGIN: content.url,
  DOWNLOAD_SIGNING_SECRET: process.env.DOWNLOAD_SIGNING_SECRET ?? DEMO_SECRETS.DOWNLOAD_SIGNING_SECRET,
  LEADS_IP_HASH_SECRET: process.env.LEADS_IP_HASH_SECRET ?? DEMO_SECRETS.LEADS_IP_HASH_SECRET,
}
for (const name of PASSED_VARS) if (process.env[name]) bindings[name] = process.env[name]
const workerArgs = [
  'dev',
  // The deployed Worker with a local Workers Cache in front (workers-cache-local/): wrangler dev has none.
  LOCAL_ENTRY,
  '--port',
  String(SITE_PORT),
  '--ip',
  '127.0.0.1',
  '--persist-to',
  LOCAL_STATE_DIR,
  ...Object.entries(bindings).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
]
const output = new WorkerOutput(SITE_PORT)
let stopping = false

/** wrangler dev, in a process group of its own, so that stopping it stops wrangler and workerd under it too. */
function startWorker(): ChildProcess {
  const child = spawn(WRANGLER, workerArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: WRANGLER_ENV })
  child.stdout?.on('data', (chunk: Buffer) => output.write(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.write(chunk))
  child.on('exit', (code) => {
    if (stopping) return
    if (!output.ready) {
      console.error(output.failure())
      void stop(code || 1)
      return
    }
    // After the site was up (a wrangler.toml saved half-written or broken, a crash): the content
    // service keeps running with its edits, and wrangler dev starts again once wrangler.toml changes.
    console.error(
      `npm start: wrangler dev stopped (exit code ${code}), so the site at ${SITE_ORIGIN}/ is down; the content service at ${content.url}/ keeps running with its edits. Fix what wrangler printed above: wrangler dev starts again when wrangler.toml is saved. Ctrl-C stops both.`,
    )
    restartOnConfigChange()
  })
  return child
}

/** Starts wrangler dev again once wrangler.toml has been saved (and the writes have stopped for half a second). */
function restartOnConfigChange(): void {
  let settle: NodeJS.Timeout | undefined
  const watcher = watch('wrangler.toml', () => {
    clearTimeout(settle)
    settle = setTimeout(() => {
      watcher.close()
      console.error('npm start: wrangler.toml saved: starting wrangler dev again.')
      worker = startWorker()
      void announceWhenUp(worker)
    }, 500)
  })
}

/** Says so once the restarted wrangler dev answers (nothing if it stops first: its exit says why). */
async function announceWhenUp(child: ChildProcess): Promise<void> {
  while (child.exitCode === null && !stopping) {
    try {
      if ((await fetch(`${SITE_ORIGIN}/builds/latest.json`)).ok) {
        console.log(`npm start: the site answers again at ${SITE_ORIGIN}/`)
        return
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

let worker = startWorker()

async function stop(code: number): Promise<never> {
  stopping = true
  if (worker.pid !== undefined && worker.exitCode === null) process.kill(-worker.pid, 'SIGTERM')
  await content.close()
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

if (await output.waitUntilReady(`${SITE_ORIGIN}/builds/latest.json`)) {
  console.log(
    readyLines({
      site: SITE_ORIGIN,
      content: content.url,
      sitePort: SITE_PORT,
      contentPort: CONTENT_PORT,
      stateDir: LOCAL_STATE_DIR,
      empty: Boolean(options.empty),
      scale: scaleSummary(scale),
    }),
  )
}
