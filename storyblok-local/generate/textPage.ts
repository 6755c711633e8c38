import { fillTemplate } from '../../shared/text/fillTemplate'
import type { Blok } from '../space/DemoData'
import { companyContact, withContactLinks } from './companyContact'
import type { TextPageCopy, TextSection } from './copy/FullLanguageCopy'
import { richText } from './richText'
import type { SpaceBuilder } from './SpaceBuilder'

const { doc, paragraph, heading, bulletList } = richText

/** A copy text with the company's contacts filled in. */
export const withContacts = (text: string): string => fillTemplate(text, companyContact)

function sectionNodes(section: TextSection) {
  return [
    heading(2, section.heading),
    ...section.paragraphs.map((text) => paragraph(...withContactLinks(text))),
    ...(section.items ? [bulletList(...section.items.map((item) => withContactLinks(item)))] : []),
  ]
}

/** A text page's parts besides its copy: the word above its heading, a box of contacts after its text, and fields of the page itself. */
interface TextPageParts {
  overline: string
  extraBody?: Blok[]
  fields?: Record<string, unknown>
}

/** A `page` with a text of its own: its section head (its h1 when its heading is the page's title), its sections as rich text, then `extraBody`. */
export function textPageContent(builder: SpaceBuilder, page: TextPageCopy, { overline, extraBody = [], fields = {} }: TextPageParts): Blok {
  return builder.blok('page', {
    title: page.title,
    description: page.description,
    body: [
      builder.blok('section_head', { overline, title: page.heading, title_is_big: false, richtext: doc(paragraph(...withContactLinks(page.text))) }),
      builder.blok('rich_text', { text: doc(...page.sections.flatMap(sectionNodes)) }),
      ...extraBody,
    ],
    ...fields,
  })
}
