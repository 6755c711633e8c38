import type { ContentContext } from '../content/ContentContext'
import { lastStoryLinksRead, readStoryLinks } from '../content/linksMap'
import type { LanguageConfig } from '../config/languageConfig'
import { addressChanges, recordedPlaces, recordPlaces, storyPlaces, type AddressChange } from './storyAddresses'

/**
 * Compares Storyblok's links map at the content version `cv` with the last one seen (D1's record
 * of every story's address), records what changed, and returns it: the stories that moved (a slug
 * edit, a move, a folder rename, which fires no event for the stories inside it) and those that
 * are no page any more. Before the first comparison D1 holds nothing: the links map KV kept (what
 * the site served until this publish) stands in for it, so even the first move is caught.
 */
export async function compareStoryAddresses(ctx: ContentContext, cv: number | undefined, config: LanguageConfig, now: number): Promise<AddressChange[]> {
  const db = ctx.env.LEADS
  const [links, recorded] = await Promise.all([readStoryLinks(ctx, cv), recordedPlaces(db)])
  const current = storyPlaces(links, config)
  let before = recorded
  if (before.size === 0) {
    const lastRead = await lastStoryLinksRead(ctx.env)
    before = lastRead ? storyPlaces(lastRead, config) : new Map()
    await recordPlaces(db, new Map(), before, [], now)
  }
  const changes = addressChanges(before, current)
  await recordPlaces(db, before, current, changes, now)
  return changes
}
