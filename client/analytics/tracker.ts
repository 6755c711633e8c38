import { AmplitudeBrowser, Types } from '@amplitude/analytics-browser'
import type { AnalyticsLogLevel, AnalyticsSettings } from '../../shared/pages/AnalyticsConfig'
import { onSiteEvent } from '../../shared/components/shell/siteEvents'
import { clearAnalyticsStorage } from './clearAnalyticsStorage'
import { pageEnrichment } from './pageEnrichment'
import { SiteTracker } from './SiteTracker'

/**
 * Product constants: events are flushed every 10 s (the browser SDK's own default is 1 s); queue
 * size, retries, session and cookie lifetimes are the SDK's browser defaults.
 */
const FLUSH_INTERVAL_MS = 10_000
/** Clicks on elements with this attribute are tracked as `Click` with the attribute's value as `target`. */
const TRACKING_ATTRIBUTE = 'data-tracking'
const CLICK_EVENT = 'Click'
/** A language chosen in any of the language switch's lists (header, phone menu, footer): counted with `from` and `to` language codes. */
const LANGUAGE_LINK = '.language-switch__links a[hreflang]'
const LANGUAGE_SWITCH_EVENT = 'Language switched'
/** A search page seen: its terms (scrubbed by the server) and how many results it found. */
const SEARCH_EVENT = 'Site searched'

const LOG_LEVELS: Record<AnalyticsLogLevel, Types.LogLevel> = {
  none: Types.LogLevel.None,
  error: Types.LogLevel.Error,
  warn: Types.LogLevel.Warn,
  verbose: Types.LogLevel.Verbose,
  debug: Types.LogLevel.Debug,
}

interface ActiveTracking {
  client: AmplitudeBrowser
  ready: Promise<void>
  stopListening: () => void
}

let active: ActiveTracking | null = null

/**
 * The page's own tracking: clicks on `data-tracking` elements and language links, the islands'
 * `site:analytics` events, and a last flush when the page is left.
 */
function listen(client: AmplitudeBrowser, tracker: SiteTracker, language: string): () => void {
  const onClick = (event: MouseEvent) => {
    const clicked = event.target as Element | null
    const target = clicked?.closest?.(`[${TRACKING_ATTRIBUTE}]`)?.getAttribute(TRACKING_ATTRIBUTE)
    if (target) tracker.track(CLICK_EVENT, { target })
    const to = clicked?.closest?.(LANGUAGE_LINK)?.getAttribute('hreflang')
    if (to) tracker.track(LANGUAGE_SWITCH_EVENT, { from: language, to })
  }
  // Amplitude's advice for events on a page being left: send the queue with sendBeacon.
  const onPageHide = () => {
    client.setTransport('beacon')
    void client.flush()
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) client.setTransport('fetch')
  }
  document.addEventListener('click', onClick, true)
  window.addEventListener('pagehide', onPageHide)
  window.addEventListener('pageshow', onPageShow)
  const unsubscribe = onSiteEvent('site:analytics', (detail) => {
    if (detail && typeof detail === 'object') tracker.track(detail.event, detail.properties)
  })
  return () => {
    document.removeEventListener('click', onClick, true)
    window.removeEventListener('pagehide', onPageHide)
    window.removeEventListener('pageshow', onPageShow)
    unsubscribe()
  }
}

/** Starts Amplitude on this page (the visitor has opted in): page views, sessions, attribution, downloads, form interactions and the site's own events. */
export function enableTracking(settings: AnalyticsSettings): void {
  if (active) return
  const client = new AmplitudeBrowser()
  client.add(pageEnrichment(settings.page))
  const ready = client.init(settings.apiKey, {
    serverUrl: settings.serverUrl,
    serverZone: settings.region,
    logLevel: LOG_LEVELS[settings.logLevel],
    flushIntervalMillis: FLUSH_INTERVAL_MS,
    optOut: false,
    // Connectivity events never switch sending back on: offline is how opting out stops the queue.
    offline: Types.OfflineDisabled,
    // Nothing leaves for Amplitude's other hosts: no remote configuration, no diagnostics.
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    autocapture: {
      // Campaign parameters as user properties (through the site's scrubbing); the event-property
      // method's plugin would add the full referrer to events after it.
      attribution: { trackingMethod: 'userProperty' },
      pageViews: true,
      sessions: true,
      fileDownloads: true,
      // Form Started / Form Submitted: a form's id, name and address, never what was typed.
      formInteractions: true,
      // Off: docs/decisions/analytics-autocapture.md.
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      // It adds the full page address (query and all) to every event, after the site's scrubbing.
      pageUrlEnrichment: false,
    },
  }).promise
  const tracker = new SiteTracker(client)
  active = { client, ready, stopListening: listen(client, tracker, settings.page.language) }
  const { search } = settings.page
  if (search) tracker.track(SEARCH_EVENT, { terms: search.terms, results: search.results })
}

/**
 * Stops tracking at once (the visitor has opted out): the SDK is opted out and its queue is never
 * sent, then its cookies and storage are removed.
 */
export async function disableTracking(): Promise<void> {
  const current = active
  active = null
  if (current) {
    current.stopListening()
    await current.ready
    current.client.setOptOut(true)
    current.client.config.offline = true
    // The SDK stores its opted-out state asynchronously; clear the storage after it has.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  clearAnalyticsStorage()
}
