import { SCROLL_RESTORATION_META } from '../shared/templates/scrollRestoration'

/** Applies the page's scroll restoration (shared/templates/ScrollToTop.tsx): `manual` opens the page at its top even on a reload. */
export function applyScrollRestoration(): void {
  if (document.querySelector<HTMLMetaElement>(`meta[name="${SCROLL_RESTORATION_META}"]`)?.content === 'manual') history.scrollRestoration = 'manual'
}
