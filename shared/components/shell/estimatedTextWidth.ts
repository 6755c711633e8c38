/**
 * Advance widths, in px at 16 px, of DejaVu Sans Book: the widest of the usual system fonts (what
 * `system-ui` is on Debian, and so in the browser tests); Segoe UI, San Francisco and Roboto set
 * the same words narrower. Each group's width is its widest character's, rounded up to half a pixel.
 */
const ASCII_WIDTHS: readonly (readonly [string, number])[] = [
  ["'ijl", 4.5],
  ['IJ', 5],
  [' ,./:;\\|’', 5.5],
  ['-f', 6],
  ['!()[]t', 6.5],
  ['r', 7],
  ['"', 7.5],
  ['*_`', 8],
  ['?sz', 8.5],
  ['Lc', 9],
  ['Fkvxy', 9.5],
  ['PTYaeo', 10],
  ['0123456789$EKSbdghnpqu{}', 10.5],
  ['ABVXZ', 11],
  ['CR', 11.5],
  ['NU', 12],
  ['&DGH', 12.5],
  ['OQ', 13],
  ['#+<=>^w~', 13.5],
  ['M', 14],
  ['%', 15.5],
  ['@Wm', 16],
]
const WIDTH_OF = new Map(ASCII_WIDTHS.flatMap(([characters, width]) => [...characters].map((character) => [character, width] as const)))
/** Cyrillic and Greek letters, by case: each alphabet's average, to the nearest half pixel (a word is an average too). */
const CYRILLIC_UPPER = 12
const CYRILLIC_LOWER = 10.5
const GREEK_UPPER = 11
const GREEK_LOWER = 9.5
/** Anything else (CJK, symbols): a full em. */
const OTHER = 16
/** Bold (600 and up) against Book, on average over the letters. */
const BOLD_FACTOR = 1.14

function characterWidth(character: string): number {
  const known = WIDTH_OF.get(character)
  if (known !== undefined) return known
  const upper = character !== character.toLowerCase()
  if (/\p{Script=Cyrillic}/u.test(character)) return upper ? CYRILLIC_UPPER : CYRILLIC_LOWER
  if (/\p{Script=Greek}/u.test(character)) return upper ? GREEK_UPPER : GREEK_LOWER
  return OTHER
}

/**
 * A generous estimate of a line's width in px, in the site's 16 px type: what the server can know
 * of it without fonts. An accented letter is as wide as its letter (`ą` as `a`).
 */
export function estimatedTextWidth(text: string, { bold = false } = {}): number {
  let width = 0
  for (const character of text.normalize('NFD').replace(/\p{M}/gu, '')) width += characterWidth(character)
  return bold ? width * BOLD_FACTOR : width
}
