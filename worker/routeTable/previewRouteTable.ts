import { SECTIONS } from '../../shared/sections/sections'
import { AUTHORS_FOLDER } from '../../shared/sections/storyFolders'
import { authorLoader } from '../loaders/authorLoader'
import { listedStoryLoader } from '../loaders/listedStoryLoader'
import { settingsLoader } from '../loaders/settingsLoader'
import { matchRoute, routeMatcher } from './matchRoute'
import type { RouteDefinition } from './RouteDefinition'
import { homeLoader, NESTED_PAGE_ROUTE } from './routeTable'

/** Each section whose stories have no page of their own (job openings, press clippings): its stories at `{list}/{slug}`, shown on the list. */
function listedStoryRoutes(): RouteDefinition[] {
  return SECTIONS.filter((section) => section.types.some((type) => !type.pageKind)).map((section) => {
    const list = matchRoute(section.basePath)
    if (!list) throw new Error(`No list route for section ${section.id}`)
    return { pattern: `${section.basePath}/:slug`, availability: section.availability, load: listedStoryLoader(section, list.route.load) }
  })
}

/**
 * Addresses only a verified preview has: where Storyblok's editor opens a story (its full slug,
 * below the language prefix) whose own route is elsewhere or that has no page of its own. Tried
 * before the route table; a loader that finds no such story gives way to it.
 */
const PREVIEW_ROUTE_TABLE: readonly RouteDefinition[] = [
  // `{lang}/home` is the page at `/`; visitors' `/home` stays a page of the route table.
  { pattern: '/home', availability: 'all', load: homeLoader },
  { pattern: '/_settings', availability: 'all', load: settingsLoader },
  { pattern: `/${AUTHORS_FOLDER}/:slug`, availability: 'all', load: authorLoader },
  // A page in a folder of the pages folder, at its full slug (`/pages/services/road-freight`).
  { ...NESTED_PAGE_ROUTE, pattern: `/pages${NESTED_PAGE_ROUTE.pattern}` },
  ...listedStoryRoutes(),
]

/** The preview-only route for a canonical path below the language prefix, or null. */
export const matchPreviewRoute = routeMatcher(PREVIEW_ROUTE_TABLE)
