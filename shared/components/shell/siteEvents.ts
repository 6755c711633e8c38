import type { StartModalKind } from '../../links/resolveLink'

/**
 * The DOM events on `window` through which islands and any other page code talk to each
 * other: the header opens start modals, the toaster shows messages, the footer opens the
 * cookie settings and announces consent changes.
 */
export interface SiteEvents {
  'site:open-modal': { modal: StartModalKind }
  'site:toast': { message: string }
  'site:open-cookie-settings': Record<string, never>
  'site:consent-changed': { analytics: boolean }
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

export function openCookieSettings(): void {
  dispatchSiteEvent('site:open-cookie-settings', {})
}
