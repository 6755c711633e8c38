/** The named references React writes (it escapes `&<>"'` and writes every other character as it is), and the non-breaking space. */
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
/** Unicode's highest code point: a larger numeric reference is no character. */
const MAX_CODE_POINT = 0x10ffff

function fromCodePoint(code: number, reference: string): string {
  return Number.isInteger(code) && code > 0 && code <= MAX_CODE_POINT && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : reference
}

/**
 * Text and attribute values as HTMLRewriter hands them over (as written in the HTML, references
 * not decoded) read as characters: numeric references and the named ones React writes. Any other
 * reference is left as it is.
 */
export function decodeHtmlText(raw: string): string {
  if (!raw.includes('&')) return raw
  return raw.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return fromCodePoint(parseInt(name.slice(2), 16), reference)
    if (name.startsWith('#')) return fromCodePoint(Number(name.slice(1)), reference)
    return NAMED[name] ?? reference
  })
}
