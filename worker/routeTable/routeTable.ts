import { PAGE_RELATIONS } from '../../shared/content/types/page'
import type { StoryPageKind } from '../../shared/pages/PageData'
import { listPagePath, SECTIONS, type Section, type SectionListKind, type StoryRoute } from '../../shared/sections/sections'
import { jobFiltersInLanguage } from '../loaders/jobFiltersInLanguage'
import { jobOpeningsLoader, jobOpeningsQuery } from '../loaders/jobOpeningsLoader'
import { listLoader } from '../loaders/listLoader'
import { PRESS_SEGMENTS, pressSegmentsLoader } from '../loaders/pressSegmentsLoader'
import { searchLoader } from '../search/searchLoader'
import { storyLoader } from '../loaders/storyLoader'
import { SEARCH_PAGE, searchQueryNormalForm } from '../../shared/search/searchAddress'
import type { RouteDefinition } from './RouteDefinition'

const PARAMETER = /(^|\/):/g

/** Lists whose page depends on its query (the open positions' filters): their loader and the query's normal form; every other list is a listLoader. */
const QUERY_LISTS: Partial<Record<SectionListKind, (section: Section) => Pick<RouteDefinition, 'load' | 'query' | 'inLanguage'>>> = {
  jobOpenings: (section) => ({ load: jobOpeningsLoader(section), query: jobOpeningsQuery, inLanguage: jobFiltersInLanguage(section) }),
}

/** A section's list routes: its first page, and its later pages (with their tab where the list has tabs). */
function listRoutes(section: Section): RouteDefinition[] {
  const load = PRESS_SEGMENTS.some((id) => id === section.id) ? pressSegmentsLoader(section) : listLoader(section)
  const first = { pattern: section.basePath, availability: section.availability, load, ...QUERY_LISTS[section.listKind]?.(section) }
  switch (section.paging.kind) {
    case 'tabs':
      // Lists with categories name their tab `category`; the others only know `all`.
      return [first, { pattern: `${section.basePath}/:page/${section.categories ? ':category' : ':slug'}`, availability: section.availability, load }]
    case 'numbered':
      return [first, { pattern: `${section.paging.pagesPath}/:number`, availability: section.availability, load }]
    case 'single':
      return [first]
  }
}

/** A route to one of the section's stories: the kinds of the components it shows, read from its folders. */
function storyRoute(section: Section, route: StoryRoute): RouteDefinition {
  const types = section.types.filter((type) => type.pageKind && (!route.components || route.components.includes(type.component)))
  const kinds: Record<string, StoryPageKind> = Object.fromEntries(types.map((type) => [type.component, type.pageKind as StoryPageKind]))
  const relations = types.flatMap((type) => (type.relations ? [type.relations] : [])).join(',')
  return {
    pattern: section.basePath + route.path,
    availability: section.availability,
    components: Object.keys(kinds),
    ...(section.paging.kind === 'single' ? {} : { pageOfList: (page: number) => listPagePath(section, page, null) }),
    load: storyLoader(kinds, ({ slug }) => route.folders.map((folder) => `${folder}/${slug}`), {
      ...(relations ? { resolveRelations: relations } : {}),
      section,
    }),
  }
}

/**
 * A page in a folder of the pages folder: `/{folder}/{slug}`. Only such a page answers here: any
 * other address of two segments that no section claims is an unmatched route (the SPEC's 'Page
 * not found'), as before pages had folders. Editors group pages in folders and rename them; the
 * addresses follow (old ones answer 301: worker/redirects/storyAddresses.ts).
 */
export const NESTED_PAGE_ROUTE: RouteDefinition = {
  pattern: '/:folder/:slug',
  availability: 'site',
  load: storyLoader({ page: 'page' }, ({ folder, slug }) => [`pages/${folder}/${slug}`], { resolveRelations: PAGE_RELATIONS }),
  components: ['page'],
  missIsUnmatched: true,
}

/** The language's home page, its story `{lang}/home` (a preview also shows it at that full slug: previewRouteTable.ts). */
export const homeLoader = storyLoader({ page: 'home' }, () => ['home'])

function parameterCount(route: RouteDefinition): number {
  return route.pattern.match(PARAMETER)?.length ?? 0
}

/**
 * Every screen below the optional language prefix, in matching order: home, the routes of every
 * section (shared/sections), then generic pages. The first pattern that matches wins, so routes
 * with fewer parameters stand before those they overlap (`/pages` before `/:slug`,
 * `/press/clippings` before `/press/:slug`). A list's later pages take `all` or, in lists with
 * categories, a category of their datasource.
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  { pattern: '/', availability: 'all', load: homeLoader, components: ['page'] },
  { pattern: SEARCH_PAGE, availability: 'all', load: searchLoader, query: searchQueryNormalForm },
  ...SECTIONS.flatMap((section) => [...listRoutes(section), ...section.storyRoutes.map((route) => storyRoute(section, route))]).sort(
    (a, b) => parameterCount(a) - parameterCount(b),
  ),
  // Generic pages live at the language root (`en/about`) or in the pages folder (`en/pages/pricing`).
  {
    pattern: '/:slug',
    availability: 'site',
    load: storyLoader({ page: 'page' }, ({ slug }) => [`${slug}`, `pages/${slug}`], { resolveRelations: PAGE_RELATIONS }),
    components: ['page'],
  },
  // and in a folder of the pages folder (`en/pages/services/road-freight` at `/services/road-freight`).
  NESTED_PAGE_ROUTE,
]
