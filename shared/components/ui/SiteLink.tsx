import type { ReactNode } from 'react'
import type { Multilink } from '../../content/storyblok'
import { resolveLink } from '../../links/resolveLink'
import { OPEN_MODAL_ATTRIBUTE } from '../shell/siteEvents'

interface SiteLinkProps {
  link: Multilink | string | null | undefined
  children: ReactNode
  className?: string
  /** Value of `data-tracking` (the blok's data_tracking field). */
  tracking?: string
  'aria-label'?: string
  /** Set when a click opens a dialog instead of following the link. */
  'aria-haspopup'?: 'dialog'
}

/**
 * Renders a content link as the site renders every link: internal and email links as plain
 * anchors, external ones in a new tab, start-modal targets as buttons that open the modal,
 * and an empty or refused link as its plain text.
 */
export function SiteLink({ link, children, className, tracking, 'aria-label': ariaLabel, 'aria-haspopup': ariaHasPopup }: SiteLinkProps) {
  const resolved = resolveLink(link)
  if (!resolved) return <>{children}</>
  const common = { className, 'data-tracking': tracking || undefined, 'aria-label': ariaLabel, 'aria-haspopup': ariaHasPopup }
  switch (resolved.kind) {
    case 'modal':
      return (
        <button type="button" {...common} {...{ [OPEN_MODAL_ATTRIBUTE]: resolved.modal }}>
          {children}
        </button>
      )
    case 'external':
      return (
        <a href={resolved.href} target="_blank" rel="noopener" {...common}>
          {children}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )
    default:
      return (
        <a href={resolved.href} {...common}>
          {children}
        </a>
      )
  }
}
