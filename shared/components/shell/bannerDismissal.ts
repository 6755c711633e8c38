import { localDate } from './localDate'

/** localStorage key holding the local date (YYYY-MM-DD) the banner was last dismissed on. */
const BANNER_DISMISSED_KEY = 'top-banner-dismissed'
/** The banner's element (TopBanner's section). */
export const TOP_BANNER_SELECTOR = '.top-banner'

export function dismissedToday(): boolean {
  try {
    return localStorage.getItem(BANNER_DISMISSED_KEY) === localDate(new Date())
  } catch {
    return false
  }
}

export function rememberDismissal(): void {
  try {
    localStorage.setItem(BANNER_DISMISSED_KEY, localDate(new Date()))
  } catch {
    // Storage may be unavailable (private mode): the banner still closes for this page view.
  }
}
