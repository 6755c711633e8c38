import { languagePrefix } from '../../shared/i18n/languages'
import { ALL_TAB, listPagePath, type Section } from '../../shared/sections/sections'
import { categoryTabs } from './categoryTabs'
import { listAlternates } from './listAlternates'
import type { Loader } from './Loader'
import type { ContentContext } from '../content/ContentContext'
import type { ListQuery } from '../content/ListQuery'
import { readSectionList, sectionListExists, type SectionList } from './readSectionList'
import { readUpcomingFirst, type UpcomingFirstList } from './readUpcomingFirst'

/** One page of a section's list, on a tab: in the order its section says (`sortBy`, or `upcomingFirst`). */
function readList(
  ctx: ContentContext,
  section: Section,
  language: string,
  { page, tab, now }: { page: number; tab: string | null; now: number },
): Promise<SectionList & Partial<Pick<UpcomingFirstList, 'reordersAt'>>> {
  const filterQuery: ListQuery['filterQuery'] = tab ? { category: { in: tab } } : {}
  if (section.upcomingFirst && section.paging.kind !== 'single') {
    return readUpcomingFirst(ctx, section, language, { field: section.upcomingFirst, filterQuery, page, perPage: section.paging.perPage, now })
  }
  return readSectionList(ctx, section, language, {
    filterQuery,
    ...(section.sortBy ? { sortBy: section.sortBy } : {}),
    ...(section.paging.kind === 'single' ? { every: true as const } : { page, perPage: section.paging.perPage }),
  })
}

/** A page number: a positive integer without leading zeros, small enough to be a real page. */
const PAGE_NUMBER = /^[1-9]\d{0,4}$/

/**
 * A list screen: one bounded query for the requested page, whose `Total` tells the last page; a
 * single-page list (the open positions) reads every story of its folder, in pages of 100.
 * Validation: the page number is a positive integer up to the last page, the tab is `all` or one
 * of the section's categories, and the folder exists (it has a start page or stories).
 */
export function listLoader(section: Section): Loader {
  return async ({ ctx, language, params, config, languages }) => {
    const pageParam = params.page ?? params.number
    const tabParam = params.category ?? params.slug
    if (pageParam !== undefined && !PAGE_NUMBER.test(pageParam)) return null
    const page = pageParam === undefined ? 1 : Number(pageParam)
    const tab = tabParam === undefined || tabParam === ALL_TAB ? null : tabParam
    const href = (pageNumber: number, tabValue: string | null) => languagePrefix(language) + listPagePath(section, pageNumber, tabValue)

    const tabs = await categoryTabs(ctx, section, language)
    if (tab !== null && !tabs.some((known) => known.value === tab)) return null

    const now = Date.now()
    const { startPage, list, reordersAt } = await readList(ctx, section, language, { page, tab, now })
    const lastPage = Math.max(1, Math.ceil(list.total / list.perPage))
    if (page > lastPage || !sectionListExists({ startPage, list })) return null

    const canonicalPath = href(page, tab)
    const nextPath = href(page + 1, tab)
    return {
      data: {
        kind: section.listKind,
        section,
        story: startPage,
        items: list.stories,
        now,
        ...(reordersAt ? { reordersAt } : {}),
        page,
        lastPage,
        total: list.total,
        firstHref: href(1, null),
        previousHref: page > 1 ? href(page - 1, tab) : null,
        // A single-page list (pagePath ignores the page) has no address for a next page.
        nextHref: page < lastPage && nextPath !== canonicalPath ? nextPath : null,
        tabs,
        tab,
      },
      // Other languages link to their first page, same tab; this language to this page.
      alternates: listAlternates(section, startPage, language, tab, config, languages).map((alternate) =>
        alternate.language === language ? { language, href: canonicalPath } : alternate,
      ),
      canonicalPath,
    }
  }
}
