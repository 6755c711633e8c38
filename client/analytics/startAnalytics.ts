import { ANALYTICS_META_NAME, type AnalyticsSettings } from '../../shared/pages/AnalyticsConfig'
import { readCookieConsent } from '../../shared/components/shell/cookieConsent'
import { onSiteEvent } from '../../shared/components/shell/siteEvents'
import { clearAnalyticsStorage } from './clearAnalyticsStorage'

type Tracker = typeof import('./tracker')

/** The settings the worker rendered into the page, or null when analytics is off (no key). */
function readSettings(): AnalyticsSettings | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`)?.content
  if (!content) return null
  try {
    return JSON.parse(content) as AnalyticsSettings
  } catch {
    return null
  }
}

/**
 * Consent first: the SDK's chunk is imported only once the visitor allows analytics (now, or
 * through the cookie settings later, without a reload); opting out stops it and clears its
 * storage. Until then not one byte of it is downloaded.
 */
export function startAnalytics(): void {
  const settings = readSettings()
  if (!settings) return
  let allowed = false
  let tracker: Promise<Tracker> | null = null

  const apply = async () => {
    if (!allowed && !tracker) return clearAnalyticsStorage()
    tracker ??= import('./tracker')
    const { enableTracking, disableTracking } = await tracker
    if (allowed) enableTracking(settings)
    else await disableTracking()
  }
  const update = (analytics: boolean) => {
    allowed = analytics
    // Analytics is optional: when its chunk cannot load (an extension blocks it, the network
    // fails), the page goes on without it; only an island's missing chunk reloads the page.
    apply().catch((error: unknown) => console.error('Analytics could not start', error))
  }

  onSiteEvent('site:consent-changed', ({ analytics }) => update(analytics))
  update(readCookieConsent(document.cookie).analytics)
}
