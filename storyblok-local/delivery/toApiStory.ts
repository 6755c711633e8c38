import { addEditableMarkers } from './addEditableMarkers'
import type { ContentVersion, StoryReader } from '../space/ContentStore'
import type { ApiStory, StoryRecord } from '../space/DemoData'

export interface StoryShape {
  /** `excluding_fields`: content fields removed from the story's content. */
  excludingFields?: string[]
  /** `excluding_story_fields`: story properties removed from the story object. */
  excludingStoryFields?: string[]
}

/** The story object as the API answers it: a copy with `alternates`, and `_editable` markers in draft. */
export function toApiStory(store: StoryReader, story: StoryRecord, version: ContentVersion, shape: StoryShape = {}): ApiStory {
  const copy: ApiStory = { ...structuredClone(story), alternates: store.alternates(story, version) }
  for (const field of shape.excludingFields ?? []) delete copy.content[field]
  if (version === 'draft') addEditableMarkers(copy.content, store.space.id, copy.id)
  const record = copy as unknown as Record<string, unknown>
  for (const field of shape.excludingStoryFields ?? []) delete record[field]
  return copy
}
