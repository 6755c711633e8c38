import type { PreviewState } from '../../shared/preview/PreviewState'
import { contentTypeIn, sectionById } from '../../shared/sections/sections'

/**
 * The preview's state as the server rendered it: the page data's section and content type come
 * back as the site's own rows (JSON carries their fields but not their teaser readers).
 */
export function revivedState(state: PreviewState): PreviewState {
  const { data } = state
  if (data.kind === 'search') return state
  if ('items' in data) return { ...state, data: { ...data, section: sectionById(data.section.id) } }
  const section = data.section && sectionById(data.section.id)
  return { ...state, data: { ...data, ...(section ? { section } : {}), type: contentTypeIn(section, data.story) } }
}
