import type { NavLinkBlok } from '../../settings/SiteSettings'
import { Icon, isIconName } from '../ui/Icon'
import { Image } from '../ui/Image'
import { SiteLink } from '../ui/SiteLink'

const CUSTOM_ICON_SIZE = 16

/** A `link` blok: its title with an optional built-in or custom icon before or after it. */
export function NavLink({ item, className }: { item: NavLinkBlok; className?: string }) {
  const icon = isIconName(item.icon) ? (
    <Icon name={item.icon} size="small" />
  ) : item.custom_icon?.filename ? (
    <Image src={item.custom_icon.filename} alt="" width={CUSTOM_ICON_SIZE} height={CUSTOM_ICON_SIZE} />
  ) : null
  const classes = ['nav-link', item.style ? `nav-link--${item.style}` : '', className].filter(Boolean).join(' ')
  return (
    <SiteLink link={item.link} className={classes} tracking={item.data_tracking}>
      {item.icon_is_before ? icon : null}
      <span>{item.title}</span>
      {item.icon_is_before ? null : icon}
    </SiteLink>
  )
}
