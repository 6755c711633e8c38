import { createContext, type ReactElement } from 'react'

/**
 * Renders an island's markup on its own, keyed by everything it is made of (its props, slots
 * included, and its words), so a server can keep it between requests: the same header or footer
 * is rendered once per content version, not on every page. Null: islands render inline.
 * A promise while the markup is being rendered.
 */
export type IslandHtml = (key: string, element: ReactElement) => string | Promise<string>

/** Provided by the worker's renderer (worker/render/islandHtml.tsx); absent in tests and the browser. */
export const IslandHtmlContext = createContext<IslandHtml | null>(null)
