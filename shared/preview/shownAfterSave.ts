import type { Story } from '../content/storyblok'
import { modelRules } from '../editor/modelRules'
import type { PreviewState } from './PreviewState'
import { isEditedStory } from './applyEdit'

/** A relation's value as the bridge sent it: story objects where it resolved them, uuids (strings) where it did not. */
const holdsUnresolved = (value: unknown): boolean => (Array.isArray(value) ? value.some(holdsUnresolved) : typeof value === 'string' && value !== '')

/** The story of the state that an edit of `uuid` replaces: the page's own, or one of its list's. */
function savedStory(state: PreviewState, uuid: string): Story | undefined {
  const { data } = state
  if (data.story?.uuid === uuid) return data.story
  return 'items' in data ? data.items.find((item) => item.uuid === uuid) : undefined
}

/**
 * The fields of an edited story (by their labels) whose new value the live view cannot show until
 * Save reloads the page: an option that takes a datasource's entries (its name, a category's,
 * comes from the space), and a story picker whose new stories the bridge sent unresolved (uuids).
 * Compared with the story as the page was loaded (`saved`): an edit put back shows nothing.
 */
export function shownAfterSave(saved: PreviewState, edited: unknown): string[] {
  if (!isEditedStory(edited)) return []
  const before = savedStory(saved, edited.uuid)?.content as Record<string, unknown> | undefined
  const after = edited.content as Record<string, unknown>
  if (!before) return []
  return Object.entries(modelRules(after.component) ?? {}).flatMap(([field, rule]) => {
    const changed = JSON.stringify(after[field] ?? null) !== JSON.stringify(before[field] ?? null)
    const waits = rule.datasource !== undefined || (rule.relation === true && holdsUnresolved(after[field]))
    return changed && waits ? [rule.label] : []
  })
}
