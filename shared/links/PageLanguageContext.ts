import { createContext } from 'react'

/**
 * The language of the page being rendered, which links compare their target's language with
 * (otherLanguageOf): the shell provides it on the server, client/hydrateIsland.tsx in the browser
 * (from `<html lang>`). Null outside a page: links are then rendered as they are.
 */
export const PageLanguageContext = createContext<string | null>(null)
