import type { AssetManifest } from '../../shared/islands/AssetManifest'
import manifest from '../generated/assetManifest.json'

/** The client build this worker was deployed with (written by `npm run build`). */
export const assetManifest: AssetManifest = manifest
