import type { NavLinkBlok } from '../../settings/SiteSettings'
import { NavLink } from './NavLink'

/** The footer's bottom links; each opens the cookie settings (Footer). */
export function FooterBottomLinks({ links }: { links: NavLinkBlok[] }) {
  if (links.length === 0) return null
  return (
    <ul className="site-footer__bottom-links">
      {links.map((link) => (
        <li key={link._uid}>
          <NavLink item={link} opensDialog />
        </li>
      ))}
    </ul>
  )
}
