import type { Blok } from '../space/DemoData'
import type { ButtonStyle } from './button'
import type { AssetField, Multilink, SpaceBuilder } from './SpaceBuilder'

export interface NavLinkOptions {
  style?: ButtonStyle | ''
  icon?: string
  customIcon?: AssetField
  iconIsBefore?: boolean
}

/** A `link` blok (navigation item): title, link, icon, custom_icon, style, icon_is_before, data_tracking. */
export function navLink(builder: SpaceBuilder, title: string, link: Multilink, dataTracking: string, options: NavLinkOptions = {}): Blok {
  return builder.blok('link', {
    title,
    link,
    icon: options.icon ?? '',
    custom_icon: options.customIcon ?? builder.emptyAsset(),
    style: options.style ?? '',
    icon_is_before: options.iconIsBefore ?? false,
    data_tracking: dataTracking,
  })
}
