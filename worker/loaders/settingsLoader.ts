import { languagePrefix } from '../../shared/i18n/languages'
import { PAGE_TYPE } from '../../shared/sections/sections'
import { getStory } from '../content/getStory'
import type { Loader } from './Loader'

/** The settings story of every language folder. */
const SETTINGS_SLUG = '_settings'

/**
 * A language's settings at their own address in a preview (`/_settings`): the shell they make
 * (header with its start modals, top banner, footer) around the page-not-found page they word.
 * The page is drawn from the shell's settings, read as getSettings reads them (`resolve_links=url`).
 */
export const settingsLoader: Loader = async ({ ctx, language }) => {
  const story = await getStory(ctx, `${language}/${SETTINGS_SLUG}`, { resolveLinks: true })
  if (!story || story.content.component !== 'settings') return null
  return {
    data: { kind: 'settings', story, type: PAGE_TYPE, now: Date.now() },
    alternates: [],
    canonicalPath: `${languagePrefix(language)}/${SETTINGS_SLUG}`,
    resolveLinks: 'url',
  }
}
