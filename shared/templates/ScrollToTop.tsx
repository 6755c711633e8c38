import { use, useEffect } from 'react'
import { AssetsContext } from '../islands/AssetsContext'
import { SCROLL_RESTORATION_META } from './scrollRestoration'

/**
 * Tells the browser not to restore this page's scroll position on a reload or a history
 * navigation, so the page opens at its top (or at the element its hash names) like after any
 * other navigation. On published pages the island loader applies it (client/boot.ts), without React. Pages whose
 * meta disables scroll-to-top leave it out: the browser then restores the reader's position.
 */
export function ScrollToTop() {
  const assets = use(AssetsContext)
  // The editor preview hydrates the whole page without the island loader: there React applies it.
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])
  return (
    <>
      <meta name={SCROLL_RESTORATION_META} content="manual" />
      {assets ? <script type="module" async src={assets.boot} /> : null}
    </>
  )
}
