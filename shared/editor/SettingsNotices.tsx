import type { SiteSettings } from '../settings/SiteSettings'
import { BlokNotice } from './BlokNotice'
import { NestedBlokNotices } from './NestedBlokNotices'

/** Where the notices name the settings story's own content. */
const SETTINGS_NAME = 'settings'

/**
 * The settings' bloks that break the content model, listed together at the top of the page (the
 * shell renders them through reduced views, where a broken blok has no place of its own).
 */
export function SettingsNotices({ settings }: { settings: SiteSettings | null }) {
  if (!settings) return null
  return (
    <>
      <BlokNotice blok={settings} where={SETTINGS_NAME} />
      <NestedBlokNotices blok={settings} />
    </>
  )
}
