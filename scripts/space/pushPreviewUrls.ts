import type { PushApi } from './createPushClient'
import { previewUrlsFor, type EnvironmentSite, type PreviewUrls } from './previewUrlsFor'
import type { PushReport } from './PushReport'
import { wranglerVars } from '../wrangler/wranglerToml'

/** The deployed environments of wrangler.toml, by the names editors see; the first is where stories open by default. */
const ENVIRONMENTS = [
  { env: 'staging', name: 'Staging' },
  { env: 'production', name: 'Production' },
]

function environmentSites(): EnvironmentSite[] {
  return ENVIRONMENTS.map(({ env, name }) => ({ name, origin: String(wranglerVars(env).SITE_ORIGIN ?? '') }))
}

const same = (a: PreviewUrls, b: PreviewUrls) => a.domain === b.domain && JSON.stringify(a.environments) === JSON.stringify(b.environments)

/**
 * The visual editor's preview URLs (the space's `domain` and `environments`), from each deployed
 * environment's `SITE_ORIGIN`: every story then opens on the site at its full slug (docs/editing.md),
 * so no story or folder needs a real path. A placeholder origin is skipped and said.
 */
export async function pushPreviewUrls(api: PushApi, report: PushReport): Promise<void> {
  report.phase = 'preview URLs'
  const { urls, skipped } = previewUrlsFor(environmentSites())
  if (skipped.length > 0) report.note(`preview URLs: ${skipped.join(' and ')} left out, their SITE_ORIGIN in wrangler.toml is a placeholder`)
  if (!urls) return
  const { data } = await report.read(() => api.spaces.get())
  const environments = (data.space.environments ?? []).map(({ name = '', location = '' }) => ({ name, location }))
  const current = { domain: data.space.domain ?? '', environments }
  if (same(current, urls)) return report.unchanged('preview URLs')
  report.updated('preview URLs', 'of the space', [urls.environments.map((environment) => `${environment.name} ${environment.location}`).join(', ')])
  await report.write(() => api.spaces.update({ body: { space: urls } }))
}
