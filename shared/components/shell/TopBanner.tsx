import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { Icon } from '../ui/Icon'
import { dismissedToday, rememberDismissal } from './bannerDismissal'

export interface TopBannerProps {
  /** 'orange', or anything else for the default theme. */
  theme: string
  /** The announcement and its links (TopBannerContent): a slot. */
  content: ReactNode
}

/** What can take the focus, in document order. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The first element after `element` (outside it) that can take the focus. */
function nextFocusable(element: HTMLElement): HTMLElement | null {
  const candidates = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)]
  return candidates.find((candidate) => !element.contains(candidate) && element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null
}

/**
 * The top banner. Server-rendered visible; it disappears if it was dismissed today (local
 * calendar date; the island loader removes it before anything hydrates), and comes back on a later day.
 */
export function TopBanner({ theme, content }: TopBannerProps) {
  const islandText = useIslandText()
  const [hidden, setHidden] = useState(false)
  const banner = useRef<HTMLElement>(null)
  const focusAfter = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (dismissedToday()) setHidden(true)
  }, [])
  // Dismissed with the keyboard, the focus goes on to what followed the banner, not back to the page's start.
  useEffect(() => {
    if (hidden) focusAfter.current?.focus()
  }, [hidden])

  if (hidden) return null

  const dismiss = () => {
    rememberDismissal()
    focusAfter.current = banner.current ? nextFocusable(banner.current) : null
    setHidden(true)
  }

  return (
    <section
      ref={banner}
      className={['top-banner', theme === 'orange' ? 'top-banner--orange' : 'top-banner--default'].join(' ')}
      aria-label={islandText.announcement}
    >
      {content}
      <button type="button" className="top-banner__dismiss" aria-label={islandText.dismissAnnouncement} onClick={dismiss}>
        <Icon name="close" size="small" />
      </button>
    </section>
  )
}
