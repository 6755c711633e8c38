/** Characters Markdown reads as syntax anywhere in a line; `<` and `>` too, so that no text becomes HTML in a renderer. */
const INLINE_SYNTAX = /[\\`*_[\]<>]/g
/** What would open a block if a line started with it: a heading, a list item, a setext underline, a fence. */
const BLOCK_START = /^(#{1,6}(?=\s|$)|[-+](?=\s|$)|-{2,}(?=\s*$)|=+(?=\s*$)|~~~)/
/** An ordered list item's number at the start of a line. */
const NUMBER_START = /^(\d{1,9})([.)])(?=\s|$)/
/** What a link destination cannot hold as it is (a serialized URL has its spaces and angle brackets encoded already). */
const DESTINATION_SPECIAL = /[\s<>]/g

/** Text as Markdown shows it literally, inline: its syntax characters escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(INLINE_SYNTAX, '\\$&')
}

/** A line of text that would start a block (`# …`, `- …`, `1. …`) with its first character escaped. */
export function escapeLineStart(line: string): string {
  return line.replace(BLOCK_START, '\\$1').replace(NUMBER_START, '$1\\$2')
}

/** Whether every `(` of a URL is closed by a `)` after it, which CommonMark lets a destination hold as it is (`filters:quality(80)`). */
function balancedParentheses(url: string): boolean {
  let depth = 0
  for (const character of url) {
    if (character === '(') depth++
    else if (character === ')' && --depth < 0) return false
  }
  return depth === 0
}

/** A URL as a link destination: spaces and angle brackets percent-encoded, parentheses escaped unless they pair up. */
export function linkDestination(url: string): string {
  const encoded = url.replace(DESTINATION_SPECIAL, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
  return balancedParentheses(encoded) ? encoded : encoded.replace(/[()]/g, '\\$&')
}
