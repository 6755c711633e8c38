import { outlineBuilder } from '../../shared/seo/outlineBuilder'
import type { PageOutline } from '../../shared/seo/PageOutline'

/**
 * The outline of a rendered page, read as it streams with workerd's own HTMLRewriter (nothing added
 * to the bundle): every start tag, and the head's title, handed to the outline builder the SEO
 * report's reader (htmlparser2, in Node) feeds too.
 */
export async function outlineOfResponse(response: Response, path: string): Promise<PageOutline> {
  const builder = outlineBuilder(path)
  await new HTMLRewriter()
    .on('*', { element: (element) => builder.element(element.tagName, (name) => element.getAttribute(name)) })
    .on('head > title', { text: (chunk) => builder.titleText(chunk.text) })
    .transform(response)
    .arrayBuffer()
  return builder.outline()
}
