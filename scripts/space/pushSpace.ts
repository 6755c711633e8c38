// `npm run space:push [-- --dry-run] [--prune] [--with-demo-content [--force]]`: puts the content model (shared/content/schema/)
// into a Storyblok space through the Management API (docs/deploying.md, "4. The Storyblok space").
import { ClientError } from '@storyblok/management-api-client'
import { createPushClient } from './createPushClient'
import { pushComponents } from './pushComponents'
import { pushDatasources } from './pushDatasources'
import { planDemoContent, pushDemoContent, type DemoContentPlan } from './pushDemoContent'
import { pushPreviewUrls } from './pushPreviewUrls'
import { PushReport } from './PushReport'
import { readPushConfig } from './readPushConfig'
import { wranglerVars } from '../wrangler/wranglerToml'

const PROGRESS_INTERVAL_MS = 5_000

/** What a failed request means for the person running the push, in one line. */
function explain(error: unknown): string {
  if (error instanceof ClientError && error.response.status !== 0) {
    const { status, data } = error.response
    if (status === 401) return 'the Management API refused the token (401). Check STORYBLOK_PERSONAL_ACCESS_TOKEN.'
    if (status === 404) return 'the space was not found (404). Check STORYBLOK_SPACE_ID, and that the token may access it.'
    if (status === 429) return 'the Management API kept answering 429 (rate limit) after the retries. Wait a minute and run it again.'
    const detail = data ? JSON.stringify(data).slice(0, 300) : error.response.statusText
    return `the Management API answered ${status}: ${detail}`
  }
  // No answer at all: the client wraps the network error (status 0) or throws it as it is.
  const failure = error instanceof ClientError ? error.response.data : error
  const cause = failure instanceof Error ? ((failure.cause as Error | undefined)?.message ?? failure.message) : String(failure)
  const where = config && typeof config !== 'string' ? (config.endpoint ?? `the ${config.region} region's host`) : 'its host'
  return `the Management API could not be reached at ${where} (${cause}). Check the network, or STORYBLOK_MANAGEMENT_ENDPOINT.`
}

/** Ends the push, nothing written: the stories whose own content `--with-demo-content` would overwrite, each on a line. */
function refuseOverwrite(plan: DemoContentPlan): never {
  const count = plan.differing.length
  console.error(
    [
      `space:push: --with-demo-content would overwrite ${count} ${count === 1 ? 'story' : 'stories'} whose content differs from the demo's:`,
      ...plan.differing.map((slug) => `  ${slug}`),
      "Nothing was written. Push into a new, empty space, or run again with --force to replace their content with the demo's.",
    ].join('\n'),
  )
  process.exit(1)
}

const config = readPushConfig(process.argv.slice(2), process.env, wranglerVars())
if (typeof config === 'string') {
  console.error(`space:push: ${config}`)
  process.exit(2)
}

const started = performance.now()
const report = new PushReport((line) => console.log(line), config.dryRun)
const api = createPushClient(config)
// A run longer than a few seconds says where it is, on standard error (standard output is the report).
const ticker = setInterval(() => console.error(report.progress(Math.round((performance.now() - started) / 1000))), PROGRESS_INTERVAL_MS)
ticker.unref()
try {
  // The first request without retries: an API that cannot be reached ends the push in seconds.
  report.phase = 'reaching the Management API'
  await report.read(() => createPushClient(config, { probe: true }).componentFolders.list())
  // The demo's content never overwrites a space's own text unasked: read before anything is written.
  const plan = config.withDemoContent ? await planDemoContent(api, report, config) : null
  if (plan && plan.differing.length > 0 && !config.force) refuseOverwrite(plan)
  await pushComponents(api, config, report)
  await pushDatasources(api, config, report)
  await pushPreviewUrls(api, report)
  if (plan) await pushDemoContent(api, report, plan)
} catch (error) {
  console.error(`space:push: ${explain(error)}`)
  process.exit(1)
}
clearInterval(ticker)
for (const line of report.summary()) console.log(line)
if (report.changes === 0) console.log('Nothing to change: the space matches the model.')
else if (config.dryRun) console.log(`Dry run: ${report.changes} change(s) shown, nothing written.`)
console.log(`${Math.round(performance.now() - started)} ms, ${report.requests} requests`)
