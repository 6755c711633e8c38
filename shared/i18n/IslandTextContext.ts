import { createContext, use } from 'react'
import type { IslandText } from './messages/Messages'

/**
 * The interface words of the page's language for components that also run in islands: the shell
 * provides them on the server, and each island's root from its server-rendered props.
 */
export const IslandTextContext = createContext<IslandText | null>(null)

export function useIslandText(): IslandText {
  const text = use(IslandTextContext)
  if (!text) throw new Error('No interface text: render inside the Shell (server) or an island root (browser)')
  return text
}
