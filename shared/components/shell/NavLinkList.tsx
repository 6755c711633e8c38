import type { NavLinkBlok } from '../../content/SiteSettings'
import { NavLink } from './NavLink'

/** A list of `link` bloks: a navigation dropdown's, a footer column's, the footer's bottom links. */
export function NavLinkList({ links, className, id, opensDialog }: { links: NavLinkBlok[]; className: string; id?: string; opensDialog?: boolean }) {
  return (
    <ul id={id} className={className}>
      {links.map((link) => (
        <li key={link._uid}>
          <NavLink item={link} opensDialog={opensDialog} />
        </li>
      ))}
    </ul>
  )
}
