import type { StoryRecord } from '../space/DemoData'
import type { SpaceBuilder } from './SpaceBuilder'
import { richText } from './richText'

const { doc, paragraph, heading, text, bulletList, orderedList, blockquote, codeBlock, horizontalRule, hardBreak, image, emoji, table, blok, mark } = richText

export interface ShowcaseTargets {
  author: StoryRecord
  post: StoryRecord
  about: StoryRecord
  contact: StoryRecord
  report: StoryRecord
}

/** A paragraph with every mark of the rich text editor. */
function everyMark() {
  return paragraph(
    'This article uses every ',
    text('node', mark.bold()),
    ' and every ',
    text('mark', mark.bold(), mark.italic()),
    ' of the rich text editor: ',
    text('italic', mark.italic()),
    ', ',
    text('underline', mark.underline()),
    ', ',
    text('strike', mark.strike()),
    ', ',
    text('inline code', mark.code()),
    ', CO',
    text('2', mark.subscript()),
    ', m',
    text('3', mark.superscript()),
    ', ',
    text('styled', mark.styled('text-orange')),
    ', ',
    text('highlighted', mark.highlight('#fde68a')),
    ' and ',
    text('coloured', mark.textStyle('#b3261e')),
    ' text.',
  )
}

/** A paragraph with every kind of link: a story, a story's section, a website, an e-mail address and an asset. */
function everyLink(targets: ShowcaseTargets, reportFile: string) {
  return paragraph(
    'Links: ',
    text('a story', mark.storyLink(targets.post)),
    ', ',
    text('a section of a story', mark.storyLink(targets.post, 'why-it-matters')),
    ', ',
    text('a website', mark.urlLink('https://www.example.com/')),
    ', ',
    text('an e-mail address', mark.emailLink('hello@example.com')),
    ' and ',
    text('a PDF asset', mark.assetLink(reportFile)),
    '.',
  )
}

/** The five global TextContent blocks, each embedded in the text. */
function everyBlok(builder: SpaceBuilder, targets: ShowcaseTargets) {
  return [
    blok(builder.uuid(), [builder.blok('TextContentButton', { link: builder.storyLink(targets.contact), title: 'Talk to our team', style: 'orange' })]),
    blok(builder.uuid(), [
      builder.blok('TextContentCard', {
        title: 'Meet the team',
        text: 'Every article is written by people who work in freight every day.',
        image: builder.asset('showcase-card', 'Team portrait', '600x400'),
        link: builder.storyLink(targets.about),
      }),
    ]),
    blok(builder.uuid(), [
      builder.blok('TextContentEmbed', { url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', title: 'A short film about road freight' }),
    ]),
    blok(builder.uuid(), [builder.blok('TextContentQuote', { quote: 'We cut our empty runs by a third.', author: 'Eva Tamm', role: 'Operations Manager' })]),
    blok(builder.uuid(), [
      builder.blok('TextContentTable', {
        table: {
          fieldtype: 'table',
          thead: ['Country', 'Toll per km'].map((value) => ({ _uid: builder.uuid(), value, component: '_table_head' })),
          tbody: [
            ['Germany', '€ 0.35'],
            ['Poland', '€ 0.21'],
          ].map((row) => ({
            _uid: builder.uuid(),
            component: '_table_row',
            body: row.map((value) => ({ _uid: builder.uuid(), value, component: '_table_col' })),
          })),
        },
      }),
    ]),
  ]
}

/** `en/blog/rich-text-showcase`: a blog post whose body uses every rich text node and mark and all five global TextContent blocks. */
export function addRichTextShowcase(builder: SpaceBuilder, targets: ShowcaseTargets, publishedAt: string): StoryRecord {
  const picture = builder.asset('showcase-warehouse', 'A warehouse with loaded trucks')
  const reportFile = (targets.report.content.file as { filename: string }).filename
  const body = doc(
    heading(2, text('Rich text showcase', mark.anchor('top'))),
    everyMark(),
    everyLink(targets, reportFile),
    heading(3, 'Lists'),
    bulletList(['Full truckload'], ['Less-than-truckload'], ['Intermodal']),
    orderedList(['Post the load'], ['Compare offers'], ['Track the truck']),
    heading(4, 'Quote and code'),
    blockquote(paragraph('Reliable capacity is built on trust, not on the lowest price.')),
    codeBlock('json', '{\n  "origin": "Berlin",\n  "destination": "Warsaw",\n  "pallets": 33\n}'),
    horizontalRule(),
    paragraph('First line', hardBreak(), 'Second line after a hard break ', emoji('truck', '🚚')),
    image({ id: picture.id, src: picture.filename, alt: picture.alt, title: 'Warehouse' }),
    table(
      [['Lane'], ['Transit time'], ['Price']],
      [
        [['Berlin – Warsaw'], ['1 day'], ['€ 1,150']],
        [['Lyon – Milan'], ['1 day'], ['€ 980']],
      ],
    ),
    ...everyBlok(builder, targets),
  )
  return builder.story({
    fullSlug: 'en/blog/rich-text-showcase',
    name: 'Rich text showcase',
    groupKey: 'blog:showcase',
    publishedAt,
    sortByDate: publishedAt.slice(0, 10),
    tagList: ['technology'],
    content: builder.blok('blog_post', {
      title: 'Rich text showcase',
      teaser: 'Every rich text node, mark and embedded block in one article.',
      image: picture,
      category: 'technology',
      author: targets.author.uuid,
      date: `${publishedAt.slice(0, 10)} ${publishedAt.slice(11, 16)}`,
      body,
      related: [targets.post.uuid],
      // A test page for its link only: the blog's list, feed and sitemap leave it out.
      unlisted: true,
    }),
  })
}
