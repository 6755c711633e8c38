import type { ReactNode } from 'react'
import { oncePerObject } from '../../content/oncePerObject'
import type { Blok } from '../../content/storyblok'
import type { NavItemBlok, NavLinkBlok, NavLinkListBlok } from '../../settings/SiteSettings'
import { NavLink } from './NavLink'
import { desktopPanelId, mobilePanelId } from './shellPanelIds'

/** A dropdown of the header navigation as the header island gets it: its two link lists (desktop and mobile) are slots, rendered once by the server. */
export interface NavGroupView extends Blok {
  component: NavLinkListBlok['component']
  title?: string
  desktopLinks: ReactNode
  mobileLinks: ReactNode
}

export type NavItemView = NavLinkBlok | NavGroupView

function LinkList({ id, className, linkClassName, links }: { id: string; className: string; linkClassName: string; links: NavLinkBlok[] }) {
  return (
    <ul id={id} className={className}>
      {links.map((link) => (
        <li key={link._uid}>
          <NavLink item={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The header's navigation items, each dropdown's links rendered as the desktop and the mobile list.
 * Once per settings' items, frozen: the header island's key names them by identity (islandKey).
 */
export const navItemViews = oncePerObject((items: NavItemBlok[]): readonly NavItemView[] =>
  Object.freeze(
    items.map((item) => {
      if (item.component !== 'link-list') return item
      const { links = [], ...group } = item
      return Object.freeze({
        ...group,
        desktopLinks: <LinkList id={desktopPanelId(item._uid)} className="desktop-nav__dropdown" linkClassName="desktop-nav__dropdown-link" links={links} />,
        mobileLinks: <LinkList id={mobilePanelId(item._uid)} className="mobile-menu__sublist" linkClassName="mobile-menu__link" links={links} />,
      })
    }),
  ),
)
