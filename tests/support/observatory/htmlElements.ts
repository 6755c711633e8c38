import { Parser } from 'htmlparser2'

/** One element's attributes, by lower-case name, entities decoded. */
export type Attributes = Record<string, string>

/**
 * The attributes of every `tagName` element of a page, in document order: the scanner reads
 * script and meta elements this way (src/utils/html-parser.js, htmlparser2 with the same options).
 */
export function collectElements(html: string, tagName: string): Attributes[] {
  const elements: Attributes[] = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === tagName) elements.push(attributes)
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return elements
}
