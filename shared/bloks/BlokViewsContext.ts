import { createContext } from 'react'
import type { BlokViews } from './BlokViews'

/**
 * The blok registry (BLOK_REGISTRY) that pages, page bodies and rich text resolve components through.
 * Render roots provide it (the worker's renders, the editor preview), so rich text needs no
 * import of the views that render rich text again; nothing else is provided (useBlokViews).
 */
export const BlokViewsContext = createContext<BlokViews | null>(null)
