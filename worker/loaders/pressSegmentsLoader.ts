import { sectionById, type Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { listStories } from '../content/listStories'
import { listLoader } from './listLoader'
import type { Loader } from './Loader'

/** The lists the press pages link to each other (press releases, clippings). */
export const PRESS_SEGMENTS = ['press', 'clippings'] as const

/** Whether a section's list exists in a language: its folder has a start page or a story of its types. */
async function sectionExists(ctx: ContentContext, section: Section, language: string): Promise<boolean> {
  const folder = `${language}/${section.folder}/`
  const [startPage, list] = await Promise.all([
    getStory(ctx, folder),
    listStories(ctx, {
      startsWith: folder,
      excludingSlugs: folder,
      filterQuery: { component: { in: section.types.map((type) => type.component).join(',') } },
      page: 1,
      perPage: 1,
    }),
  ])
  return Boolean(startPage) || list.total > 0
}

/**
 * A press list that knows which of the press lists exist in its language, so that it links only
 * those (a language with press releases but no clippings never links to a 404).
 */
export function pressSegmentsLoader(section: Section): Loader {
  const load = listLoader(section)
  return async (input) => {
    const page = await load(input)
    if (!page || !('items' in page.data)) return page
    const segments = PRESS_SEGMENTS.map((id) => sectionById(id))
    const present = await Promise.all(segments.map((segment) => segment === section || sectionExists(input.ctx, segment, input.language)))
    return { ...page, data: { ...page.data, segments: segments.filter((_, index) => present[index]).map((segment) => segment.id) } }
  }
}
