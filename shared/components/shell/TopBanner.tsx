import { useEffect, useState } from 'react'
import type { RichTextDoc } from '../../content/storyblok'
import { useIslandText } from '../../i18n/IslandTextContext'
import { RichText } from '../../richtext/RichText'
import { richTextExcerpt } from '../../content/richTextExcerpt'
import type { NavLinkBlok } from '../../settings/SiteSettings'
import { Icon } from '../ui/Icon'
import { dismissedToday, rememberDismissal } from './bannerDismissal'
import { NavLink } from './NavLink'

/** How much of the announcement a banner link's accessible name repeats. */
const BANNER_TEXT_IN_LINK_NAME = 160

export interface TopBannerProps {
  /** 'orange', or anything else for the default theme. */
  theme: string
  richtext: RichTextDoc
  links: NavLinkBlok[]
}

/**
 * The top banner. Server-rendered visible; it disappears if it was dismissed today (local
 * calendar date; the island loader removes it before anything hydrates), and comes back on a later day.
 */
export function TopBanner({ theme, richtext, links }: TopBannerProps) {
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

  // The link's name says what it leads to: its own words, then the announcement's.
  const text = richTextExcerpt(richtext, BANNER_TEXT_IN_LINK_NAME)
  return (
    <section className={['top-banner', theme === 'orange' ? 'top-banner--orange' : 'top-banner--default'].join(' ')} aria-label={islandText.announcement}>
      <div className="top-banner__content">
        <RichText doc={richtext} className="top-banner__text" />
        {links.length > 0 ? (
          <ul className="top-banner__links">
            {links.map((link) => (
              <li key={link._uid}>
                <NavLink item={link} className="top-banner__link" ariaLabel={text && link.title ? `${link.title}: ${text}` : undefined} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className="top-banner__dismiss" aria-label={islandText.dismissAnnouncement} onClick={dismiss}>
        <Icon name="close" size="small" />
      </button>
    </section>
  )
}
