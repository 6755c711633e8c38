/** File extensions by the kinds of file Storyblok's asset fields take (`filetypes`). */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  images: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'bmp', 'tif', 'tiff', 'ico', 'heic'],
  videos: ['mp4', 'webm', 'mov', 'm4v', 'ogv', 'avi', 'mkv'],
  audios: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac', 'opus'],
  texts: ['pdf', 'txt', 'csv', 'rtf', 'md', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'odp', 'json', 'xml', 'zip'],
}

const EXTENSION = /\.([a-z0-9]+)$/i

/** The kind of file an asset's address names (`images`, `videos`, `audios`, `texts`), or null when its extension says none. */
export function assetFileKind(filename: string): string | null {
  const extension = EXTENSION.exec(filename.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase()
  if (!extension) return null
  return Object.entries(KINDS).find(([, extensions]) => extensions.includes(extension))?.[0] ?? null
}
