import { sectionById, type Section } from '../../shared/sections/sections'
import { listLoader } from './listLoader'
import type { Loader } from './Loader'
import { readSectionList, sectionListExists } from './readSectionList'

/** The lists the press pages link to each other (press releases, clippings). */
export const PRESS_SEGMENTS = ['press', 'clippings'] as const

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
    const present = await Promise.all(
      segments.map((segment) => segment === section || readSectionList(input.ctx, segment, input.language, { page: 1, perPage: 1 }).then(sectionListExists)),
    )
    return { ...page, data: { ...page.data, segments: segments.filter((_, index) => present[index]).map((segment) => segment.id) } }
  }
}
