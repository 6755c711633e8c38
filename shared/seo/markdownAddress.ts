/** What a page's Markdown address ends in (llmstxt.org: the page's URL with `.md` appended). */
const MARKDOWN_SUFFIX = '.md'
/** The home page's Markdown address: `/` has no last segment to append to. */
const HOME_MARKDOWN = '/index.md'

/**
 * The Markdown address of a page's address (docs/decisions/markdown-for-machines.md): its path
 * with `.md` appended, its query and fragment kept (`/blog` → `/blog.md`, `/de` → `/de.md`,
 * `/open-positions?type=FULL_TIME` → `/open-positions.md?type=FULL_TIME`); the home `/` is `/index.md`.
 */
export function markdownAddress(address: string): string {
  const end = address.search(/[?#]/)
  const path = end === -1 ? address : address.slice(0, end)
  const rest = end === -1 ? '' : address.slice(end)
  return (path === '/' || path === '' ? HOME_MARKDOWN : path + MARKDOWN_SUFFIX) + rest
}

/** The page path a Markdown address stands for (`/blog.md` → `/blog`, `/index.md` → `/`), or null when the path is no Markdown address. */
export function pagePathOfMarkdown(path: string): string | null {
  if (path === HOME_MARKDOWN) return '/'
  if (!path.endsWith(MARKDOWN_SUFFIX) || path.length <= MARKDOWN_SUFFIX.length + 1) return null
  return path.slice(0, -MARKDOWN_SUFFIX.length)
}
