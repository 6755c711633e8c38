import { SCROLL_RESTORATION_META } from '../shared/templates/scrollRestoration'

/** Applies the page's scroll restoration (shared/templates/ScrollToTop.tsx): `manual` opens the page at its top even on a reload. */
export function applyScrollRestoration(): void {
  const mode = document.querySelector<HTMLMetaElement>(`meta[name="${SCROLL_RESTORATION_META}"]`)?.content
  if (mode === 'manual' || mode === 'auto') history.scrollRestoration = mode
}
