import { useEffect } from 'react'

/**
 * Tells the browser not to restore this page's scroll position on a reload or a history
 * navigation, so the page opens at its top (or at the element its hash names) like after any
 * other navigation. Pages whose meta disables scroll-to-top leave it out: the browser then
 * restores the reader's position.
 */
export function ScrollToTop() {
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])
  return null
}
