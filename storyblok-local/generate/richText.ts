/** Builders for Storyblok rich text (the ProseMirror/Tiptap JSON that the richtext field stores). */
export interface RichTextMark {
  type: string
  attrs?: Record<string, unknown>
}

export interface RichTextNode {
  type: string
  attrs?: Record<string, unknown>
  content?: RichTextNode[]
  text?: string
  marks?: RichTextMark[]
}

type Inline = RichTextNode | string

const inline = (items: Inline[]): RichTextNode[] => items.map((item) => (typeof item === 'string' ? { type: 'text', text: item } : item))

const cell = (type: 'tableCell' | 'tableHeader', items: Inline[]): RichTextNode => ({
  type,
  attrs: { colspan: 1, rowspan: 1, colwidth: null },
  content: [{ type: 'paragraph', content: inline(items) }],
})

export const richText = {
  doc: (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content }),
  paragraph: (...content: Inline[]): RichTextNode => ({ type: 'paragraph', content: inline(content) }),
  heading: (level: 2 | 3 | 4, ...content: Inline[]): RichTextNode => ({
    type: 'heading',
    // Storyblok's editor stores the alignment with every heading, null when none is set.
    attrs: { level, textAlign: null },
    content: inline(content),
  }),
  text: (text: string, ...marks: RichTextMark[]): RichTextNode => (marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text }),
  blockquote: (...paragraphs: RichTextNode[]): RichTextNode => ({ type: 'blockquote', content: paragraphs }),
  bulletList: (...items: Inline[][]): RichTextNode => ({
    type: 'bullet_list',
    content: items.map((item) => ({ type: 'list_item', content: [{ type: 'paragraph', content: inline(item) }] })),
  }),
  orderedList: (...items: Inline[][]): RichTextNode => ({
    type: 'ordered_list',
    attrs: { order: 1 },
    content: items.map((item) => ({ type: 'list_item', content: [{ type: 'paragraph', content: inline(item) }] })),
  }),
  codeBlock: (language: string, code: string): RichTextNode => ({
    type: 'code_block',
    attrs: { class: `language-${language}` },
    content: [{ type: 'text', text: code }],
  }),
  horizontalRule: (): RichTextNode => ({ type: 'horizontal_rule' }),
  hardBreak: (): RichTextNode => ({ type: 'hard_break' }),
  image: (attrs: { id: number; src: string; alt: string; title: string }): RichTextNode => ({
    type: 'image',
    attrs: { ...attrs, source: '', copyright: '', meta_data: {} },
  }),
  emoji: (name: string, emoji: string): RichTextNode => ({
    type: 'emoji',
    attrs: { name, emoji, fallbackImage: `https://cdn.jsdelivr.net/npm/emoji-datasource-apple/img/apple/64/${emoji.codePointAt(0)?.toString(16)}.png` },
  }),
  blok: (id: string, body: unknown[]): RichTextNode => ({ type: 'blok', attrs: { id, body } }),
  table: (header: Inline[][], rows: Inline[][][]): RichTextNode => ({
    type: 'table',
    content: [
      { type: 'tableRow', content: header.map((items) => cell('tableHeader', items)) },
      ...rows.map((row) => ({ type: 'tableRow', content: row.map((items) => cell('tableCell', items)) })),
    ],
  }),
  mark: {
    bold: (): RichTextMark => ({ type: 'bold' }),
    italic: (): RichTextMark => ({ type: 'italic' }),
    underline: (): RichTextMark => ({ type: 'underline' }),
    strike: (): RichTextMark => ({ type: 'strike' }),
    code: (): RichTextMark => ({ type: 'code' }),
    subscript: (): RichTextMark => ({ type: 'subscript' }),
    superscript: (): RichTextMark => ({ type: 'superscript' }),
    styled: (className: string): RichTextMark => ({ type: 'styled', attrs: { class: className } }),
    anchor: (id: string): RichTextMark => ({ type: 'anchor', attrs: { id } }),
    highlight: (color: string): RichTextMark => ({ type: 'highlight', attrs: { color } }),
    textStyle: (color: string): RichTextMark => ({ type: 'textStyle', attrs: { color } }),
    storyLink: (target: { uuid: string; full_slug: string }, anchor: string | null = null): RichTextMark => ({
      type: 'link',
      attrs: { href: `/${target.full_slug}`, uuid: target.uuid, anchor, target: '_self', linktype: 'story' },
    }),
    urlLink: (href: string): RichTextMark => ({
      type: 'link',
      attrs: { href, uuid: null, anchor: null, target: '_blank', linktype: 'url' },
    }),
    emailLink: (email: string): RichTextMark => ({
      type: 'link',
      attrs: { href: email, uuid: null, anchor: null, target: null, linktype: 'email' },
    }),
    /** A phone number's link: `tel:` with the number as dialled (no spaces), in the same tab. */
    phoneLink: (phone: string): RichTextMark => ({
      type: 'link',
      attrs: { href: `tel:${phone.replace(/\s/g, '')}`, uuid: null, anchor: null, target: null, linktype: 'url' },
    }),
    assetLink: (href: string): RichTextMark => ({
      type: 'link',
      attrs: { href, uuid: null, anchor: null, target: '_blank', linktype: 'asset' },
    }),
  },
}
