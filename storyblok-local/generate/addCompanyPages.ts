import type { Blok, StoryRecord } from '../space/DemoData'
import { contactBox } from './contactBox'
import type { CompanyPageCopy, MinorPagesCopy } from './copy/MinorPagesCopy'
import type { SettingsCopy } from './copy/SettingsCopy'
import { richText } from './richText'
import type { SpaceBuilder } from './SpaceBuilder'
import { textPageContent } from './textPage'

const { doc, paragraph } = richText

/** The company pages of a language, which its settings and home link to instead of the English ones. */
interface CompanyPages {
  about: StoryRecord
  forShippers: StoryRecord
  forCarriers: StoryRecord
  contact: StoryRecord
  privacy: StoryRecord
  imprint: StoryRecord
}

/** What the company pages are written in and link to: the language, its interface texts and the English careers page (it has none of its own). */
interface CompanyPagesOf {
  lang: string
  settings: SettingsCopy
  careers: StoryRecord
  publishedAt: string
}

/** A `page` as the English about page is built: its section head (overline, heading, intro), then its paragraphs. */
function companyPageContent(builder: SpaceBuilder, page: CompanyPageCopy): Blok {
  return builder.blok('page', {
    title: page.title,
    description: page.description,
    body: [
      builder.blok('section_head', { overline: page.title, title: page.heading, title_is_big: false, richtext: doc(paragraph(page.text)) }),
      builder.blok('rich_text', { text: doc(...page.paragraphs.map((text) => paragraph(text))) }),
    ],
  })
}

/**
 * The company pages of a site language that has only its home besides (es, it, pt, nl, pl, et,
 * lv, lt, ro), at the English pages' addresses below its folder and in their translation groups, so
 * each is the other's hreflang alternate: about, for shippers, for carriers, contact (with the
 * contact form, in the site's words of the language), privacy and imprint.
 */
export function addCompanyPages(builder: SpaceBuilder, pages: MinorPagesCopy, { lang, settings, careers, publishedAt }: CompanyPagesOf): CompanyPages {
  // The English pages' folder, and the start page of the language's list of pages (its for shippers and for carriers).
  builder.folder(`${lang}/pages`, 'Pages', publishedAt)
  const { title, description } = pages.pagesList
  builder.story({
    fullSlug: `${lang}/pages/`,
    name: title,
    groupKey: 'section:pages',
    publishedAt,
    content: builder.blok('page', {
      title,
      description,
      body: [builder.blok('section_head', { overline: 'Freight Demo', title, title_is_big: true, richtext: doc(paragraph(description)) })],
    }),
  })
  const page = (slug: string, key: string, content: Blok): StoryRecord =>
    builder.story({ fullSlug: `${lang}/${slug}`, name: String(content.title), groupKey: `page:${key}`, publishedAt, content })
  return {
    forShippers: page('pages/for-shippers', 'for-shippers', companyPageContent(builder, pages.forShippers)),
    forCarriers: page('pages/for-carriers', 'for-carriers', companyPageContent(builder, pages.forCarriers)),
    about: page('about', 'about', companyPageContent(builder, pages.about)),
    contact: page(
      'contact',
      'contact',
      textPageContent(builder, pages.contact, {
        overline: 'Freight Demo',
        // The form's heading and intro are left empty: the site's own words in the page's language.
        extraBody: [builder.blok('contact_form', {}), contactBox(builder, pages.contact, careers)],
      }),
    ),
    privacy: page('privacy', 'privacy', textPageContent(builder, pages.privacy, { overline: settings.legal })),
    imprint: page('imprint', 'imprint', textPageContent(builder, pages.imprint, { overline: settings.legal })),
  }
}
