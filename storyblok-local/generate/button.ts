import type { Blok } from '../space/DemoData'
import type { Multilink, SpaceBuilder } from './SpaceBuilder'

export type ButtonStyle = 'orange' | 'green' | 'gray-light' | 'white' | 'transparent' | 'transparent-light' | 'google-play' | 'app-store'

/** A `button` blok: title, link, style, icon, icon_is_before, data_tracking. */
export function button(builder: SpaceBuilder, title: string, link: Multilink, style: ButtonStyle, dataTracking: string, icon = ''): Blok {
  return builder.blok('button', { title, link, style, icon, icon_is_before: false, data_tracking: dataTracking })
}
