import { PatternRouter } from 'hono/router/pattern-router'
import { ROUTE_TABLE } from './routeTable'
import type { RouteDefinition } from './RouteDefinition'

export interface RouteMatch {
  route: RouteDefinition
  /** Decoded parameters. */
  params: Record<string, string>
}

const METHOD = 'GET'

function buildRouter(routes: readonly RouteDefinition[]): PatternRouter<RouteDefinition> {
  const router = new PatternRouter<RouteDefinition>()
  for (const route of routes) router.add(METHOD, route.pattern, route)
  return router
}

/**
 * A matcher over a route table: the route for a canonical path below the language prefix
 * (`/blog/x`), or null; of several matching routes the first in the table wins.
 */
export function routeMatcher(routes: readonly RouteDefinition[]): (rest: string) => RouteMatch | null {
  const router = buildRouter(routes)
  return (rest) => {
    const [first] = router.match(METHOD, rest)[0]
    if (!first) return null
    const [route, params] = first as [RouteDefinition, Record<string, string>]
    return { route, params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)])) }
  }
}

/** The route table's route for a canonical path below the language prefix (`/blog/x`), or null. */
export const matchRoute = routeMatcher(ROUTE_TABLE)
