import type { ChoiceSource } from './editableFields'

/** A story picker's source: the content types it offers, and the folder it offers them from, where the field names one. */
type StoriesSource = Extract<ChoiceSource, { contentTypes: string[] }>

/**
 * The Content Delivery API query for a story picker's choices (a `source: internal_stories`
 * field), as Storyblok's editor lists them: stories of the field's content types, under its
 * folder (`folder_slug`) where it names one, `{0}` standing for the first part of the edited
 * story's full slug (its language folder: `en`, `de`, …). A field without a folder offers every
 * folder's stories, as Storyblok does.
 */
export function storyPickerQuery(source: StoriesSource, fullSlug: string): Record<string, string> {
  const folder = source.folder?.replaceAll('{0}', fullSlug.split('/')[0] ?? '')
  return {
    ...(folder ? { starts_with: folder } : {}),
    ...(source.contentTypes.length > 0 ? { 'filter_query[component][in]': source.contentTypes.join(',') } : {}),
  }
}
