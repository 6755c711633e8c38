/** The named references React writes (and `&nbsp;`, `&apos;`); any other name is left as written. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const REFERENCE = /&(?:#(\d+)|#[xX]([\da-fA-F]+)|([a-zA-Z]+));/g
/** The largest code point; a reference past it (or to a surrogate) reads as U+FFFD, as browsers read it. */
const MAX_CODE_POINT = 0x10ffff

function character(code: number): string {
  return code > 0 && code <= MAX_CODE_POINT && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd'
}

/**
 * The text of an attribute value or a `<title>` as written in HTML, with its character references
 * read in one pass (`&amp;lt;` stays `&lt;`): numeric ones, and the named ones React writes. A
 * parser that hands over text as written (HTMLRewriter) and one set not to decode (htmlparser2)
 * read the same text through it, without the full table of named references in the worker.
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return character(Number.parseInt(decimal, 10))
    if (hex !== undefined) return character(Number.parseInt(hex, 16))
    return NAMED[name ?? ''] ?? reference
  })
}
