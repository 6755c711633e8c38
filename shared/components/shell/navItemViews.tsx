import type { ReactNode } from 'react'
import { oncePerObject } from '../../content/oncePerObject'
import type { Blok } from '../../content/storyblok'
import type { NavItemBlok, NavLinkBlok, NavLinkListBlok } from '../../content/SiteSettings'
import { NavLinkList } from './NavLinkList'

/**
 * A dropdown of the header navigation as the header island gets it: its link list is a slot,
 * rendered once by the server (the mobile menu copies it when opened).
 */
interface NavGroupView extends Blok {
  component: NavLinkListBlok['component']
  title?: string
  links: ReactNode
}

export type NavItemView = NavLinkBlok | NavGroupView

/**
 * The header's navigation items, each dropdown's links rendered as a list.
 * Once per settings' items, frozen: the header island's key names them by identity (islandKey).
 */
export const navItemViews = oncePerObject((items: NavItemBlok[]): readonly NavItemView[] =>
  Object.freeze(
    items.map((item) => {
      if (item.component !== 'link-list') return item
      const { links = [], ...group } = item
      return Object.freeze({ ...group, links: <NavLinkList links={links} className="nav-list" /> })
    }),
  ),
)
