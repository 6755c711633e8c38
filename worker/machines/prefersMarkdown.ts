const MARKDOWN = 'text/markdown'
const HTML = 'text/html'
/** An `Accept` header longer than this is read up to here: no client needs more, and no header costs more to read. */
const MAX_ACCEPT_LENGTH = 4096
/** A media range as RFC 9110 writes it: `type/subtype`, `type/*` or `*\/*`, tokens only. */
const MEDIA_RANGE = /^([!#$%&'*+.^_`|~0-9a-z-]+)\/([!#$%&'*+.^_`|~0-9a-z-]+)$/
/** A quality value: 0 to 1 with at most three decimals. */
const QUALITY = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/

interface MediaRange {
  type: string
  subtype: string
  q: number
  /** Its place in the header, which breaks ties. */
  index: number
}

/** How a range names a type: by name (2), by its type (`text/*`, 1), by the wildcard (0), or not at all (-1). */
function specificity(range: MediaRange, type: string, subtype: string): number {
  if (range.type === type && range.subtype === subtype) return 2
  if (range.type === type && range.subtype === '*') return 1
  return range.type === '*' && range.subtype === '*' ? 0 : -1
}

/** The ranges of an Accept header; a malformed range (or quality) is ignored, as RFC 9110 lets a server do. */
function mediaRanges(header: string): MediaRange[] {
  return header
    .slice(0, MAX_ACCEPT_LENGTH)
    .split(',')
    .flatMap((part, index) => {
      const [media = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const range = MEDIA_RANGE.exec(media)
      if (!range) return []
      const quality = params.find((param) => /^q\s*=/.test(param))?.replace(/^q\s*=\s*/, '')
      if (quality !== undefined && !QUALITY.test(quality)) return []
      return [{ type: range[1] ?? '', subtype: range[2] ?? '', q: quality === undefined ? 1 : Number(quality), index }]
    })
}

/** What the header says of a type: the most specific range that names it (the first, among equals), with its specificity. */
function preference(ranges: readonly MediaRange[], mediaType: string): { range: MediaRange; specificity: number } | null {
  const [type = '', subtype = ''] = mediaType.split('/')
  let best: { range: MediaRange; specificity: number } | null = null
  for (const range of ranges) {
    const named = specificity(range, type, subtype)
    if (named > (best?.specificity ?? -1)) best = { range, specificity: named }
  }
  return best
}

/**
 * Whether a request's `Accept` header prefers Markdown to HTML (docs/decisions/markdown-for-machines.md):
 * text/markdown has the higher quality; at equal quality, it is named more specifically
 * (`text/markdown, *\/*`) or, named alike, first (`text/markdown, text/html`). A browser's header,
 * `*\/*`, none at all or a malformed one get HTML; nothing here throws.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false
  const ranges = mediaRanges(accept)
  const markdown = preference(ranges, MARKDOWN)
  if (!markdown || markdown.range.q <= 0) return false
  const html = preference(ranges, HTML)
  if (!html || html.range.q < markdown.range.q) return true
  if (html.range.q > markdown.range.q) return false
  if (markdown.specificity !== html.specificity) return markdown.specificity > html.specificity
  return markdown.range.index < html.range.index
}
