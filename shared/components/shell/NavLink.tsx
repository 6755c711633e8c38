import { use } from 'react'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { BUTTON_STYLES, type NavLinkBlok } from '../../content/SiteSettings'
import { Button } from '../ui/Button'
import { Icon, isIconName } from '../ui/Icon'
import { Image } from '../ui/Image'
import { SiteLink } from '../ui/SiteLink'

const CUSTOM_ICON_SIZE = 16

/**
 * A `link` blok: its title with an optional built-in or custom icon before or after it.
 * A link with a button style (e.g. 'app-store') renders as that Button.
 */
export function NavLink({
  item,
  className,
  opensDialog = false,
  ariaLabel,
}: {
  item: NavLinkBlok
  className?: string
  opensDialog?: boolean
  ariaLabel?: string
}) {
  const markers = use(BlokMarkersContext)(item)
  if (BUTTON_STYLES.some((style) => style === item.style)) return <Button blok={item} className={className} />
  const icon = isIconName(item.icon) ? (
    <Icon name={item.icon} size="small" />
  ) : item.custom_icon?.filename ? (
    <Image src={item.custom_icon.filename} decorative width={CUSTOM_ICON_SIZE} height={CUSTOM_ICON_SIZE} />
  ) : null
  return (
    <SiteLink
      link={item.link}
      className={['nav-link', className].filter(Boolean).join(' ')}
      tracking={item.data_tracking}
      markers={markers}
      aria-label={ariaLabel}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
    >
      {item.icon_is_before ? icon : null}
      <span>{item.title}</span>
      {item.icon_is_before ? null : icon}
    </SiteLink>
  )
}
