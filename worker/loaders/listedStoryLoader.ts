import { isStorySlug } from '../../shared/content/isStorySlug'
import type { Section } from '../../shared/sections/sections'
import { getStory } from '../content/getStory'
import type { Loader } from './Loader'

/**
 * A story of a section that has no page of its own (a job opening, a press clipping), at its own
 * address in a preview: its list's first page (`listLoad`, the list route's loader) with only
 * that story, shown as the list shows it. Null when the address names no such story.
 */
export function listedStoryLoader(section: Section, listLoad: Loader): Loader {
  const components: readonly string[] = section.types.filter((type) => !type.pageKind).map((type) => type.component)
  return async (input) => {
    const slug = input.params.slug ?? ''
    if (!isStorySlug(slug)) return null
    const story = await getStory(input.ctx, `${input.language}/${section.folder}/${slug}`)
    if (!story || !components.includes(story.content.component)) return null
    const list = await listLoad({ ...input, params: {}, query: new URLSearchParams() })
    if (!list || !('items' in list.data)) return null
    // One story: no filters to narrow it, no other page to go to.
    const { jobFilters: _filters, ...data } = list.data
    return {
      data: { ...data, items: [story], page: 1, lastPage: 1, total: 1, previousHref: null, nextHref: null },
      alternates: list.alternates,
      canonicalPath: list.canonicalPath,
    }
  }
}
