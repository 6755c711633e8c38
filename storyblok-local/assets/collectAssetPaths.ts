import type { DemoData } from '../space/DemoData'
import { demoSpace } from '../space/demoSpace'

const CDN_PREFIX = `${demoSpace.assetCdnOrigin}/f/`

function collect(value: unknown, paths: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith(CDN_PREFIX)) paths.add(value.slice(demoSpace.assetCdnOrigin.length))
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, paths)
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collect(item, paths)
  }
}

/** The paths (`/f/{space}/{size}/{hash}/{name}`) of every asset the demo space's stories and drafts point at. */
export function collectAssetPaths(data: DemoData): Set<string> {
  const paths = new Set<string>()
  collect([data.published, data.drafts], paths)
  return paths
}
