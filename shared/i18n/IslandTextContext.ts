import { createContext, use } from 'react'
import type { IslandText } from './messages/Messages'

/** Id of the `<script type="application/json">` that holds the page's island words (shared/islands/IslandTextScript.tsx). */
export const ISLAND_TEXT_ID = 'island-text'

/**
 * The interface words of the page's language for components that also run in islands: the shell
 * provides them on the server, client/hydrateIsland.tsx in the browser.
 */
export const IslandTextContext = createContext<IslandText | null>(null)

export function useIslandText(): IslandText {
  const text = use(IslandTextContext)
  if (!text) throw new Error('No island text: render inside the Shell')
  return text
}
