import { compactSettings } from '../content/compactSettings'
import type { Story } from '../content/storyblok'
import type { SiteSettings } from '../content/SiteSettings'
import type { PreviewState } from './PreviewState'

/** The story the visual editor sends with `input`: the whole story, relations and links resolved as the bridge asked. */
type EditedStory = Pick<Story, 'uuid' | 'full_slug' | 'content'> & Partial<Story>

/** Whether a bridge event's story is one (the bridge may send none, or something else). */
export function isEditedStory(value: unknown): value is EditedStory {
  const story = value as EditedStory | null
  return typeof story?.uuid === 'string' && typeof story.full_slug === 'string' && typeof story.content?.component === 'string'
}

/**
 * The preview state after an edit: the page's own story (or one of its listed stories) replaced
 * by the edited one, or — when the editor has this language's `_settings` open — the shell's
 * settings, reduced as the server reduces them (compactSettings). Any other story changes nothing.
 */
export function applyEdit(state: PreviewState, edited: unknown): PreviewState {
  if (!isEditedStory(edited)) return state
  if (edited.content.component === 'settings' && edited.full_slug === `${state.language}/_settings`) {
    return { ...state, settings: compactSettings(edited.content as SiteSettings) }
  }
  const { data } = state
  const replace = (story: Story): Story => (story.uuid === edited.uuid ? { ...story, ...edited } : story)
  if (data.story?.uuid === edited.uuid) return { ...state, data: { ...data, story: replace(data.story) } as PreviewState['data'] }
  if ('items' in data && data.items.some((item) => item.uuid === edited.uuid)) return { ...state, data: { ...data, items: data.items.map(replace) } }
  return state
}
