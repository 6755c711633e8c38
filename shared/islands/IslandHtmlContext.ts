import { createContext, type ReactElement } from 'react'

/** An island as the server writes it: its props as the JSON of a script, and its markup. */
export interface IslandParts {
  props: string
  html: string
}

/**
 * Renders an island on its own, keyed by everything it is made of (its props, slots included, and
 * its words), so a server can keep it between requests: the same header or footer is rendered
 * once per content version, not on every page. `build` is called only for a key it does not know.
 * Null: islands render inline. A promise while the markup is being rendered.
 */
export type IslandHtml = (key: string, build: () => { props: string; element: ReactElement }) => IslandParts | Promise<IslandParts>

/** Provided by the worker's renderer for published pages (worker/render/islandHtml.tsx); absent in tests and the browser. */
export const IslandHtmlContext = createContext<IslandHtml | null>(null)
