import type { Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { listEveryStory } from '../content/listEveryStory'
import type { ListQuery } from '../content/ListQuery'
import { listStories, type StoryPage } from '../content/listStories'
import type { Story } from '../../shared/content/storyblok'

/** Which stories of the list: one page, or `every` one (a list shown whole). */
type ListRange = Pick<ListQuery, 'page' | 'perPage'> | { every: true }

/** What a read of a section's list may set beyond its folder and types. */
type QueryOptions = Pick<ListQuery, 'sortBy' | 'excludingFields'> & { filterQuery?: ListQuery['filterQuery'] }
type ListOptions = QueryOptions & ListRange

export interface SectionList {
  /** The folder's start page (the list's own title and intro); null when the folder has none. */
  startPage: Story | null
  list: StoryPage
}

/**
 * The one query of a section's list in a language: its folder's start page and one page (or all)
 * of the listed stories of its types (the start page and unlisted stories left out, and in a section
 * whose stories end, published ones whose date has passed). A list exists where either does: the list
 * route, the feeds, the sitemaps and the press lists' links all go by that rule.
 */
export async function readSectionList(ctx: ContentContext, section: Section, language: string, options: ListOptions): Promise<SectionList> {
  const query = sectionListQuery(ctx, section, language, options)
  const [startPage, list] = await Promise.all([
    getStory(ctx, query.startsWith),
    'every' in options ? listEveryStory(ctx, query) : listStories(ctx, { ...query, page: options.page, perPage: options.perPage }),
  ])
  return { startPage, list }
}

/** The query of a section's listed stories in a language (see readSectionList), without its range. */
export function sectionListQuery(ctx: ContentContext, section: Section, language: string, options: QueryOptions): Omit<ListQuery, 'page' | 'perPage'> {
  const folder = `${language}/${section.folder}/`
  const { filterQuery, sortBy, excludingFields } = options
  return {
    startsWith: folder,
    excludingSlugs: folder,
    filterQuery: { component: { in: section.types.map((type) => type.component).join(',') }, ...filterQuery },
    // A preview reads ended stories too: the loader leaves them out by their date, and one whose date is malformed (which
    // the query would drop) stays, with its notice, as broken content is loud in the preview and left out for visitors.
    ...(section.listedUntil && !ctx.draft ? { openAt: { field: section.listedUntil, now: Date.now() } } : { listedOnly: true }),
    ...(sortBy ? { sortBy } : {}),
    ...(excludingFields ? { excludingFields } : {}),
  }
}

/** Whether a section's list exists in a language (see readSectionList). */
export function sectionListExists({ startPage, list }: SectionList): boolean {
  return Boolean(startPage) || list.total > 0
}
