import type { StoryRecord } from '../space/DemoData'
import { longRead, type LongReadBlock } from './copy/longRead'
import { richText, type RichTextNode } from './richText'
import type { SpaceBuilder } from './SpaceBuilder'

const { doc, paragraph, heading, bulletList, orderedList, blockquote, text, mark } = richText

function block(item: LongReadBlock): RichTextNode {
  if ('paragraph' in item) return paragraph(item.paragraph)
  if ('bullets' in item) return bulletList(...item.bullets.map((entry) => [entry]))
  if ('steps' in item) return orderedList(...item.steps.map((entry) => [entry]))
  if ('subheading' in item) return heading(3, item.subheading)
  return blockquote(paragraph(text(item.quote, mark.italic())))
}

/**
 * `en/blog/moving-freight-across-europe-a-shippers-long-guide`: an English blog post of about
 * 2,500 words (headings, paragraphs, lists, a quote), the long article the bench renders. English
 * only, like the rich text showcase.
 */
export function addLongRead(builder: SpaceBuilder, author: StoryRecord, related: StoryRecord, publishedAt: string): StoryRecord {
  const body = doc(
    ...longRead.intro.map((line) => paragraph(line)),
    ...longRead.sections.flatMap((section) => [heading(2, section.heading), ...section.blocks.map(block)]),
  )
  return builder.story({
    fullSlug: `en/blog/${longRead.slug}`,
    name: longRead.title,
    groupKey: 'blog:long-read',
    publishedAt,
    sortByDate: publishedAt.slice(0, 10),
    tagList: ['carrier-tips'],
    content: builder.blok('blog_post', {
      title: longRead.title,
      teaser: longRead.teaser,
      image: builder.asset('blog-long-read', 'Trucks on a European motorway at dawn'),
      category: 'carrier-tips',
      author: author.uuid,
      date: `${publishedAt.slice(0, 10)} ${publishedAt.slice(11, 16)}`,
      body,
      related: [related.uuid],
    }),
  })
}
