import { readDate } from '../../shared/content/readers/fields/readDate'
import type { Story } from '../../shared/content/storyblok'
import type { Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import type { ListQuery } from '../content/ListQuery'
import { listStories, type StoryPage } from '../content/listStories'
import { storyblokMinute } from '../content/storyListParams'
import { sectionListQuery, type SectionList } from './readSectionList'

const MINUTE_MS = 60_000

/** A list whose order changes by itself: when its first story still to come starts, it moves down to those that have. */
export interface UpcomingFirstList extends SectionList {
  /** When the soonest story still to come starts (ms); null when none is. */
  reordersAt: number | null
}

/** One query of the list's order, and where its stories start in it. */
interface Segment {
  query: Omit<ListQuery, 'page' | 'perPage'>
  first: StoryPage
  offset: number
}

/**
 * The stories of a segment that fall on the list page `[start, end)`: its pages of `perPage` that
 * hold them (page 1 is read already), at most two, as the page need not start where the segment's do.
 */
async function storiesOn(ctx: ContentContext, segment: Segment, start: number, end: number, perPage: number): Promise<Story[]> {
  const from = Math.max(start, segment.offset) - segment.offset
  const to = Math.min(end, segment.offset + segment.first.total) - segment.offset
  if (to <= from) return []
  const pages: number[] = []
  for (let page = Math.floor(from / perPage) + 1; page <= Math.floor((to - 1) / perPage) + 1; page++) pages.push(page)
  const read = await Promise.all(pages.map((page) => (page === 1 ? segment.first : listStories(ctx, { ...segment.query, page, perPage }))))
  const firstIndex = ((pages[0] ?? 1) - 1) * perPage
  return read.flatMap((list) => list.stories).slice(from - firstIndex, to - firstIndex)
}

/**
 * One page of a section listed by a date field (`upcomingFirst`): the stories whose date is still
 * ahead at `now`, soonest first, then those whose date has come, newest first, then those without
 * one, newest published first. Storyblok sorts a query one way, so these are three bounded queries
 * (`gt_date` and `lt_date` on the field's minute, and `is: empty`), paged across as one list: each
 * one's first page tells its total, and a list page reads at most two more pages of each it
 * overlaps. As with every list, `Total` tells the last page.
 */
export async function readUpcomingFirst(
  ctx: ContentContext,
  section: Section,
  language: string,
  { field, filterQuery, page, perPage, now }: { field: string; filterQuery: ListQuery['filterQuery']; page: number; perPage: number; now: number },
): Promise<UpcomingFirstList> {
  const queries = [
    sectionListQuery(ctx, section, language, { filterQuery: { ...filterQuery, [field]: { gt_date: storyblokMinute(now) } }, sortBy: `content.${field}:asc` }),
    sectionListQuery(ctx, section, language, {
      filterQuery: { ...filterQuery, [field]: { lt_date: storyblokMinute(now + MINUTE_MS) } },
      sortBy: `content.${field}:desc`,
    }),
    sectionListQuery(ctx, section, language, { filterQuery: { ...filterQuery, [field]: { is: 'empty' } }, sortBy: 'first_published_at:desc' }),
  ]
  const [startPage, ...firsts] = await Promise.all([
    getStory(ctx, `${language}/${section.folder}/`),
    ...queries.map((query) => listStories(ctx, { ...query, page: 1, perPage })),
  ])
  let offset = 0
  const segments = queries.map((query, index) => {
    const first = firsts[index] as StoryPage
    const segment = { query, first, offset }
    offset += first.total
    return segment
  })
  const start = (page - 1) * perPage
  const stories = (await Promise.all(segments.map((segment) => storiesOn(ctx, segment, start, start + perPage, perPage)))).flat()
  const soonest = readDate(firsts[0]?.stories[0]?.content?.[field])
  return { startPage, list: { stories, total: offset, page, perPage }, reordersAt: soonest ? Date.parse(soonest) : null }
}
