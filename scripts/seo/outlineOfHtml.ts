import { Parser } from 'htmlparser2'
import { outlineBuilder } from '../../shared/seo/outlineBuilder'
import type { PageOutline } from '../../shared/seo/PageOutline'

/**
 * The outline of a page's HTML, read in Node with htmlparser2 (entities left as written, as
 * HTMLRewriter hands them over): every start tag, and the text of the head's title, handed to the
 * outline builder the worker's reader (worker/seo/outlineOfResponse.ts) feeds too.
 */
export function outlineOfHtml(html: string, path: string): PageOutline {
  const builder = outlineBuilder(path)
  const open: string[] = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name)
        builder.element(name, (attribute) => attributes[attribute.toLowerCase()] ?? null)
      },
      ontext(text) {
        if (open.at(-1) === 'title' && open.at(-2) === 'head') builder.titleText(text)
      },
      onclosetag() {
        open.pop()
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return builder.outline()
}
