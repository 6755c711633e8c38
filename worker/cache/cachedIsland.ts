import type { IslandParts } from '../../shared/islands/IslandHtmlContext'
import { rememberedIslands } from './isolateMemory'

/**
 * An island's markup and props by island key (shared/islands/islandKey.ts): what a key names
 * renders the same markup in every request of this build, so the isolate keeps it. A known key
 * answers at once; an unknown one is rendered by this request (nothing in flight is shared
 * between requests: I/O belongs to a request) and kept once done.
 */
export function cachedIsland(key: string, render: () => Promise<IslandParts>): IslandParts | Promise<IslandParts> {
  const known = rememberedIslands.get(key)
  if (known !== undefined) return known
  return render().then((parts) => {
    rememberedIslands.set(key, parts, key.length + parts.props.length + parts.html.length)
    return parts
  })
}
