import type { Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { listStories, type ListQuery, type StoryPage } from '../content/listStories'
import type { Story } from '../../shared/content/storyblok'

/** What a read of a section's list may set beyond its folder and types. */
type ListOptions = Pick<ListQuery, 'page' | 'perPage' | 'sortBy' | 'excludingFields'> & { filterQuery?: ListQuery['filterQuery'] }

export interface SectionList {
  /** The folder's start page (the list's own title and intro); null when the folder has none. */
  startPage: Story | null
  list: StoryPage
}

/**
 * The one query of a section's list in a language: its folder's start page and one page of the
 * listed stories of its types (the start page and unlisted stories left out). A list exists where
 * either does: the list route, the feeds, the sitemaps and the press lists' links all go by that rule.
 */
export async function readSectionList(ctx: ContentContext, section: Section, language: string, options: ListOptions): Promise<SectionList> {
  const folder = `${language}/${section.folder}/`
  const { filterQuery, ...query } = options
  const [startPage, list] = await Promise.all([
    getStory(ctx, folder),
    listStories(ctx, {
      startsWith: folder,
      excludingSlugs: folder,
      filterQuery: { component: { in: section.types.map((type) => type.component).join(',') }, ...filterQuery },
      listedOnly: true,
      ...query,
    }),
  ])
  return { startPage, list }
}

/** Whether a section's list exists in a language (see readSectionList). */
export function sectionListExists({ startPage, list }: SectionList): boolean {
  return Boolean(startPage) || list.total > 0
}
