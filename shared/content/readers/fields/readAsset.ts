/** An asset with a usable file: an absolute http(s) URL and its alt text. */
export interface AssetFile {
  src: string
  alt: string
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i

/** An asset field, or null when it is missing, empty (`filename: ""`) or not an http(s) file. */
export function readAsset(value: unknown): AssetFile | null {
  if (typeof value !== 'object' || value === null) return null
  const { filename, alt } = value as { filename?: unknown; alt?: unknown }
  if (typeof filename !== 'string' || !HTTP_URL.test(filename.trim())) return null
  return { src: filename.trim(), alt: typeof alt === 'string' ? alt.trim() : '' }
}
