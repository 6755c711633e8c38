import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'

/** The space's current content version (`cv`), straight from Storyblok; null when it cannot be read. */
export async function getContentVersion(ctx: ContentContext): Promise<number | null> {
  const result = await fetchFromStoryblok(ctx, 'cdn/spaces/me', {}).catch(() => null)
  const version = (result?.data as { space?: { version?: unknown } } | undefined)?.space?.version
  return typeof version === 'number' ? version : null
}
