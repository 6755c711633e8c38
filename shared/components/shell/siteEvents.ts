import type { StartModalKind } from '../../links/resolveLink'

/** Property values an analytics event may carry (the tracker checks them against the SDK's rules). */
type AnalyticsPropertyValue = string | number | boolean | string[]

/** A moment worth counting: the consented tracker sends it to Amplitude, once analytics is allowed. */
export interface AnalyticsEventDetail {
  /** Amplitude's event type, e.g. `Start modal opened`. */
  event: string
  /** Never personal data: no names, e-mail addresses, phone numbers or typed values. */
  properties: Record<string, AnalyticsPropertyValue>
}

/**
 * The DOM events on `window` through which islands and any other page code talk to each
 * other: the header opens start modals, the toaster shows messages, the footer opens the
 * cookie settings and announces consent changes, and anything reports analytics moments.
 */
export interface SiteEvents {
  'site:open-modal': { modal: StartModalKind }
  'site:toast': { message: string }
  'site:open-cookie-settings': Record<string, never>
  'site:consent-changed': { analytics: boolean }
  'site:analytics': AnalyticsEventDetail
}

export type SiteEventName = keyof SiteEvents

/** Attribute that makes any server-rendered control open a start modal once the header has hydrated. */
export const OPEN_MODAL_ATTRIBUTE = 'data-open-modal'

export function dispatchSiteEvent<N extends SiteEventName>(name: N, detail: SiteEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }))
}

/** Subscribes to a site event; returns the unsubscribe function (for an effect's cleanup). */
export function onSiteEvent<N extends SiteEventName>(name: N, listener: (detail: SiteEvents[N]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SiteEvents[N]>).detail)
  window.addEventListener(name, handler)
  return () => window.removeEventListener(name, handler)
}

export function openStartModal(modal: StartModalKind): void {
  dispatchSiteEvent('site:open-modal', { modal })
}

export function showToast(message: string): void {
  dispatchSiteEvent('site:toast', { message })
}

/** Reports an analytics moment; nothing is sent unless the visitor allowed analytics. */
export function reportAnalytics(event: string, properties: AnalyticsEventDetail['properties'] = {}): void {
  dispatchSiteEvent('site:analytics', { event, properties })
}
