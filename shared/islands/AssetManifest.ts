/** What `npm run build` writes for the worker: the hashed URLs of the client bundles. */
export interface AssetManifest {
  /** Changes whenever the client bundles or the server code change. */
  buildId: string
  /** The island loader: present on a page only when the page has islands. */
  boot: string
  stylesheet: string
  /** The editor preview's entry (the visual-editor bridge and live editing): loaded only by verified previews. */
  preview: string
  /** CSP hashes (`sha256-…`) of the style elements the preview's bridge injects (scripts/bridgeStyleHashes.ts). */
  previewStyleHashes: string[]
  /** Every chunk the preview entry loads. */
  previewChunks: string[]
  /** Island name → URL of its own lazily loaded chunk. */
  islands: Record<string, string>
  /** Island name → every chunk URL it loads when it hydrates (boot, its own chunk, and what they import). */
  islandChunks: Record<string, string[]>
  /** The chunks a page loads only after the visitor allows analytics (the Amplitude SDK and the tracker); no island loads them. */
  analyticsChunks: string[]
  /** Island name → the chunks it loads later, on demand (its own `import()`s, e.g. the report form when its popup opens). */
  islandLazyChunks: Record<string, string[]>
  /** Chunk URL → its gzip size in bytes. */
  chunkBytes: Record<string, number>
}
