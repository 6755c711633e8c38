/** An element of a page's main content as the Markdown conversion reads it: its tag, attributes (decoded) and children. */
export interface HtmlElement {
  tag: string
  attributes: Readonly<Record<string, string>>
  children: HtmlNode[]
}

/** An element, or a run of text (decoded). */
export type HtmlNode = HtmlElement | string
