import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { AssetManifest } from '../../shared/islands/AssetManifest'

const MANIFEST = 'worker/generated/assetManifest.json'
const CLIENT = 'dist/client'

/** The header's search island in the build: the chunks only it loads (beside the header's), and all it loads; gzip level 9, as the budgets count. */
export function searchIslandBytes(): { own: number; withShared: number } {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as AssetManifest
  const gzip = (chunk: string) => gzipSync(readFileSync(`${CLIENT}${chunk}`), { level: 9 }).length
  const chunks = manifest.islandChunks.Search ?? []
  const header = new Set(manifest.islandChunks.Header ?? [])
  const sum = (list: string[]) => list.reduce((total, chunk) => total + gzip(chunk), 0)
  return { own: sum(chunks.filter((chunk) => !header.has(chunk))), withShared: sum(chunks) }
}
