import { createContext } from 'react'
import type { AssetManifest } from './AssetManifest'

/** Provided while rendering on the server; absent in the browser, where islands render as plain components. */
export const AssetsContext = createContext<AssetManifest | null>(null)
