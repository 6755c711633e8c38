/** RFC 5545's longest content line, in octets, before the line break: longer ones are folded. */
const LINE_OCTETS = 75
const CRLF = '\r\n'
const encoder = new TextEncoder()

/** A value of type TEXT (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, other controls dropped. */
export function icalText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are refused in TEXT (RFC 5545, 3.3.11), never passed on
      .replace(/[\u0000-\u001f\u007f]/g, '')
  )
}

/** A moment as a UTC DATE-TIME (`20270114T140000Z`). */
export function icalUtc(time: number): string {
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A content line folded after at most 75 octets, each continuation starting with a space (RFC 5545, 3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).byteLength
    // A continuation line's leading space counts towards its 75 octets.
    if (octets + size > LINE_OCTETS) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF)
}

/** Properties as content lines (`NAME:value`), the values already in their type's form: folded, each ended by CRLF. */
export function icalLines(properties: readonly (readonly [string, string])[]): string {
  return properties.map(([name, value]) => fold(`${name}:${value}`) + CRLF).join('')
}
