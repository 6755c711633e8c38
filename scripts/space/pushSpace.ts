// `npm run space:push [-- --dry-run] [--prune] [--with-demo-content]`: puts the content model (shared/content/model/)
// into a Storyblok space through the Management API (docs/deploying.md, "Setting up a Storyblok space").
import { ClientError } from '@storyblok/management-api-client'
import { createPushClient } from './createPushClient'
import { pushComponents } from './pushComponents'
import { pushDatasources } from './pushDatasources'
import { pushDemoContent } from './pushDemoContent'
import { PushReport } from './PushReport'
import { readPushConfig } from './readPushConfig'

/** What a failed request means for the person running the push, in one line. */
function explain(error: unknown): string {
  if (error instanceof ClientError) {
    const { status, data } = error.response
    if (status === 401) return 'the Management API refused the token (401). Check STORYBLOK_PERSONAL_ACCESS_TOKEN.'
    if (status === 404) return 'the space was not found (404). Check STORYBLOK_SPACE_ID, and that the token may access it.'
    if (status === 429) return 'the Management API kept answering 429 (rate limit) after the retries. Wait a minute and run it again.'
    const detail = data ? JSON.stringify(data).slice(0, 300) : error.response.statusText
    return `the Management API answered ${status}: ${detail}`
  }
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
  return `the Management API could not be reached (${cause}).`
}

const config = readPushConfig(process.argv.slice(2), process.env)
if (typeof config === 'string') {
  console.error(`space:push: ${config}`)
  process.exit(2)
}

const started = performance.now()
const report = new PushReport((line) => console.log(line), config.dryRun)
const api = createPushClient(config)
try {
  await pushComponents(api, config, report)
  await pushDatasources(api, config, report)
  if (config.withDemoContent) await pushDemoContent(api, report)
} catch (error) {
  console.error(`space:push: ${explain(error)}`)
  process.exit(1)
}
for (const line of report.summary()) console.log(line)
if (report.changes === 0) console.log('Nothing to change: the space matches the model.')
else if (config.dryRun) console.log(`Dry run: ${report.changes} change(s) shown, nothing written.`)
console.log(`${Math.round(performance.now() - started)} ms, ${report.requests} requests`)
