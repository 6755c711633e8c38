import { use } from 'react'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { useIslandText } from '../../i18n/IslandTextContext'
import { resolveLink } from '../../links/resolveLink'
import { BUTTON_STYLES, type ButtonBlok, type ButtonStyle } from '../../content/SiteSettings'
import { Icon, isIconName } from './Icon'
import { SiteLink } from './SiteLink'
import { StoreBadge, storeBadgeName } from './StoreBadge'

interface ButtonProps {
  /** A `button` blok (or any blok with these fields); a style outside the eight renders as 'orange', icon is a built-in Icon name. */
  blok: Pick<ButtonBlok, 'link' | 'title' | 'icon' | 'icon_is_before' | 'data_tracking' | '_editable'> & { style?: string }
  className?: string
}

const DEFAULT_STYLE: ButtonStyle = 'orange'

function buttonStyle(style: string | undefined): ButtonStyle {
  return BUTTON_STYLES.find((known) => known === style) ?? DEFAULT_STYLE
}

/** A link or start-modal trigger styled as a button; renders nothing when its link is empty or refused. */
export function Button({ blok, className }: ButtonProps) {
  const markers = use(BlokMarkersContext)(blok)
  const { link, title, style, icon, icon_is_before: iconIsBefore = false, data_tracking: tracking } = blok
  const text = useIslandText()
  if (!resolveLink(link)) return null
  const finalStyle = buttonStyle(style)
  const classes = ['btn', `btn--${finalStyle}`, className].filter(Boolean).join(' ')
  if (finalStyle === 'google-play' || finalStyle === 'app-store') {
    return (
      // Named by its content, not aria-label, so the new-tab hint SiteLink adds is still read.
      <SiteLink link={link} className={classes} tracking={tracking} markers={markers}>
        <span className="visually-hidden">{storeBadgeName(finalStyle, text, title)}</span>
        <StoreBadge kind={finalStyle} />
      </SiteLink>
    )
  }
  const iconElement = isIconName(icon) ? <Icon name={icon} size="small" /> : null
  return (
    <SiteLink link={link} className={classes} tracking={tracking} markers={markers}>
      {iconIsBefore ? iconElement : null}
      <span>{title}</span>
      {iconIsBefore ? null : iconElement}
    </SiteLink>
  )
}
