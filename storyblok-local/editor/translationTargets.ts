import type { ContentStore } from '../space/ContentStore'
import type { StoryRecord } from '../space/DemoData'
import { languageOf } from './browser/managementAnswer'

/** A language of the space (a top-level folder) other than the story's, and the story's translation there, if it has one. */
export interface TranslationTarget {
  /** The language's code: its root folder's slug (`de`). */
  code: string
  /** The root folder's name (`Deutsch`). */
  name: string
  /** The root folder's id: the duplicate's `target_dimension`. */
  folderId: number
  /** The full slug of the story's translation in this language (its draft), or null when it has none yet. */
  fullSlug: string | null
}

/**
 * Where the editor's Translate may send the story: every other language of the space (folder-level
 * translation: one top-level folder each, in the space's order), with the story's translation there,
 * found as Storyblok finds alternates, by `group_id`.
 */
export function translationTargets(store: ContentStore, story: StoryRecord): TranslationTarget[] {
  const own = languageOf(story.full_slug)
  const translations = new Map(
    store
      .stories('draft')
      .filter((other) => other.group_id === story.group_id && other.uuid !== story.uuid)
      .map((other) => [languageOf(other.full_slug), other.full_slug]),
  )
  return store.folders
    .filter((folder) => folder.parent_id === null && folder.full_slug !== own)
    .sort((a, b) => a.position - b.position || a.full_slug.localeCompare(b.full_slug))
    .map((folder) => ({ code: folder.full_slug, name: folder.name, folderId: folder.id, fullSlug: translations.get(folder.full_slug) ?? null }))
}
