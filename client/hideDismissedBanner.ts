import { dismissedToday, TOP_BANNER_SELECTOR } from '../shared/components/shell/bannerDismissal'

/** A top banner dismissed today goes, with its island, as soon as the page is parsed: its island hydrates only on interaction. */
export function hideDismissedBanner(): void {
  if (!dismissedToday()) return
  const banner = document.querySelector(TOP_BANNER_SELECTOR)
  ;(banner?.closest('island-root') ?? banner)?.remove()
}
