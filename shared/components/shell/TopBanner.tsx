import { useEffect, useState, type ReactNode } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { Icon } from '../ui/Icon'
import { dismissedToday, rememberDismissal } from './bannerDismissal'

export interface TopBannerProps {
  /** 'orange', or anything else for the default theme. */
  theme: string
  /** The announcement and its links (TopBannerContent): a slot. */
  content: ReactNode
}

/**
 * The top banner. Server-rendered visible; it disappears if it was dismissed today (local
 * calendar date; the island loader removes it before anything hydrates), and comes back on a later day.
 */
export function TopBanner({ theme, content }: TopBannerProps) {
  const islandText = useIslandText()
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    if (dismissedToday()) setHidden(true)
  }, [])

  if (hidden) return null

  const dismiss = () => {
    rememberDismissal()
    setHidden(true)
  }

  return (
    <section className={['top-banner', theme === 'orange' ? 'top-banner--orange' : 'top-banner--default'].join(' ')} aria-label={islandText.announcement}>
      {content}
      <button type="button" className="top-banner__dismiss" aria-label={islandText.dismissAnnouncement} onClick={dismiss}>
        <Icon name="close" size="small" />
      </button>
    </section>
  )
}
