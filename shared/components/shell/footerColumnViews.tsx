import type { ReactNode } from 'react'
import { oncePerObject } from '../../content/oncePerObject'
import type { Blok } from '../../content/storyblok'
import type { FooterColumnBlok } from '../../content/SiteSettings'
import { NavLinkList } from './NavLinkList'
import { footerColumnListId } from './shellPanelIds'

/** A footer column as the footer island gets it: its link list is a slot, rendered once by the server. */
export interface FooterColumnView extends Blok {
  component: FooterColumnBlok['component']
  title?: string
  links: ReactNode
}

/**
 * The footer's columns, each with its links rendered as a list.
 * Once per settings' columns, frozen: the footer island's key names them by identity (islandKey).
 */
export const footerColumnViews = oncePerObject((columns: FooterColumnBlok[]): readonly FooterColumnView[] =>
  Object.freeze(
    columns.map(({ links = [], ...column }) =>
      Object.freeze({
        ...column,
        links: <NavLinkList id={footerColumnListId(column._uid)} className="footer-column__links" links={links} />,
      }),
    ),
  ),
)
