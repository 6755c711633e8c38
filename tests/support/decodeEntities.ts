/** The text of an HTML attribute value as React escapes it (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`). */
export function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}
