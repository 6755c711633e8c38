import type { SiteSettings } from '../settings/SiteSettings'
import { BlokNotice } from './BlokNotice'

type Json = Record<string, unknown>
const isBlok = (value: unknown): value is Json => typeof value === 'object' && value !== null && typeof (value as Json).component === 'string'

/** Every blok of the settings below the story itself, with the fields that lead to it (`header_items › link-list`). */
function settingsBloks(blok: Json, where: string[] = []): { blok: Json; where: string }[] {
  return Object.entries(blok).flatMap(([field, value]) =>
    Array.isArray(value)
      ? value.filter(isBlok).flatMap((nested) => {
          const path = [...where, field, String(nested.component)]
          return [{ blok: nested, where: path.join(' › ') }, ...settingsBloks(nested, path)]
        })
      : [],
  )
}

/**
 * The settings' bloks that break the content model, listed together (the shell renders them
 * through reduced views, where a broken blok has no place of its own). Preview only, like every notice.
 */
export function SettingsNotices({ settings }: { settings: SiteSettings | null }) {
  if (!settings) return null
  return [{ blok: settings as Json, where: 'settings' }, ...settingsBloks(settings as Json)].map(({ blok, where }) => (
    <BlokNotice key={`${where}-${String(blok._uid)}`} blok={blok} where={where} />
  ))
}
