import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { ContentContext } from './ContentContext'
import { getSettings } from './getSettings'

/** A language's settings, or null when they cannot be had: the shell then renders bare. */
export async function settingsOrNull(ctx: ContentContext, language: string): Promise<SiteSettings | null> {
  try {
    return await getSettings(ctx, language)
  } catch (error) {
    console.warn('settings unavailable', language, error)
    return null
  }
}
