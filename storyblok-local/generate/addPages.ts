import type { SectionId } from '../../shared/sections/sections'
import type { Blok, StoryRecord } from '../space/DemoData'
import { button } from './button'
import { buildHomeContent } from './buildHomeContent'
import { faqPageContent, mobileAppPageContent, partnersPageContent, pricingPageContent } from './commercialPages'
import { contactBox } from './contactBox'
import { companyContact, telTarget } from './companyContact'
import { contentDate } from './contentDate'
import { demoSections, startPageCopy } from './demoFolders'
import type { PageCopy } from './copy/FullLanguageCopy'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { textPageContent, withContacts } from './textPage'

const { doc, paragraph } = richText

export interface SitePages {
  home: StoryRecord
  about: StoryRecord
  sustainability: StoryRecord
  contact: StoryRecord
  privacy: StoryRecord
  imprint: StoryRecord
  /** How to apply: where the open positions' unsolicited application leads. */
  careers: StoryRecord
  forShippers: StoryRecord
  forCarriers: StoryRecord
  pricing: StoryRecord
  mobileApp: StoryRecord
  partners: StoryRecord
  faq: StoryRecord
  /** The start page of every section's folder, by section. */
  sections: Record<SectionId, StoryRecord>
}

/** The start page of every section's folder (`{lang}/blog/` …), in the order of `demoSections`; the press page leads to the latest press post. */
function sectionStartPages({ lang, builder, copy }: LanguageContext, latestPressPost: StoryRecord, publishedAt: () => string): Record<SectionId, StoryRecord> {
  return Object.fromEntries(
    demoSections(copy).map((section) => {
      const words = startPageCopy(copy, section, lang)
      const story = builder.story({
        fullSlug: `${lang}/${section.folder}/`,
        name: words.title,
        groupKey: `section:${section.id}`,
        publishedAt: publishedAt(),
        content: builder.blok('page', {
          title: words.title,
          description: words.description,
          body: [
            builder.blok('section_head', { overline: 'Freight Demo', title: words.title, title_is_big: true, richtext: doc(paragraph(words.description)) }),
            ...(section.id === 'press'
              ? [
                  builder.blok('cta_box', {
                    title: latestPressPost.name,
                    text: String(latestPressPost.content.teaser),
                    links: [button(builder, latestPressPost.name, builder.storyLink(latestPressPost), 'transparent', 'press-latest-post', 'arrow-right')],
                    image: builder.asset('press-latest', latestPressPost.name),
                  }),
                ]
              : []),
          ],
        }),
      })
      return [section.id, story]
    }),
  ) as Record<SectionId, StoryRecord>
}

/** The careers page's box: where applications go, by e-mail or phone, and the open positions. */
function careersBox({ builder, copy }: LanguageContext, openPositions: StoryRecord): Blok {
  const { careers } = copy.pages
  return builder.blok('cta_box', {
    title: careers.boxTitle,
    text: withContacts(careers.boxText),
    links: [
      button(builder, companyContact.jobsEmail, builder.emailLink(companyContact.jobsEmail), 'orange', 'careers-email', 'mail'),
      button(builder, companyContact.jobsPhone, builder.urlLink(telTarget(companyContact.jobsPhone), false), 'white', 'careers-phone'),
      button(builder, copy.settings.openPositions, builder.storyLink(openPositions), 'transparent', 'careers-open-positions', 'arrow-right'),
    ],
    image: builder.asset('careers-team', careers.boxTitle),
  })
}

/** `page` stories: `{lang}/home`, root pages such as `{lang}/about`, `{lang}/pages/{slug}`, and the start page of every section folder (`{lang}/blog/` …). */
export function addPages(context: LanguageContext, latestPressPost: StoryRecord): SitePages {
  const { lang, offsetHours, builder, copy } = context
  let count = 0
  const publishedAt = (): string => contentDate(count++, 40, offsetHours, '2023-01-10T08:00:00Z', '2023-01-15T08:00:00Z').iso
  const paragraphs = copy.blog.paragraphs
  const pageContent = (page: PageCopy, extraBody: Blok[] = [], fields: Record<string, unknown> = {}): Blok =>
    builder.blok('page', {
      title: page.title,
      description: page.description,
      body: [
        builder.blok('section_head', { overline: page.title, title: page.heading, title_is_big: false, richtext: doc(paragraph(page.text)) }),
        builder.blok('rich_text', { text: doc(paragraph(paragraphs[count % 6] ?? ''), paragraph(paragraphs[(count + 3) % 6] ?? '')) }),
        ...extraBody,
      ],
      ...fields,
    })
  const page = (slug: string, key: string, content: Blok): StoryRecord =>
    builder.story({ fullSlug: `${lang}/${slug}`, name: String(content.title), groupKey: `page:${key}`, publishedAt: publishedAt(), content })

  const { pages } = copy
  const forShippers = page('pages/for-shippers', 'for-shippers', pageContent(pages.forShippers))
  const forCarriers = page('pages/for-carriers', 'for-carriers', pageContent(pages.forCarriers))
  const mobileApp = page('pages/mobile-app', 'mobile-app', mobileAppPageContent(builder, pages.mobileApp))
  const partners = page('pages/partners', 'partners', partnersPageContent(builder, pages.partners))
  const faq = page('pages/faq', 'faq', faqPageContent(builder, pages.faq))
  const home = builder.story({
    fullSlug: `${lang}/home`,
    name: 'Home',
    groupKey: 'page:home',
    publishedAt: publishedAt(),
    content: buildHomeContent(builder, copy.settings, { forShippers, forCarriers, mobileApp }),
  })
  const sections = sectionStartPages(context, latestPressPost, publishedAt)
  const about = page('about', 'about', pageContent(pages.about))
  const sustainability = page('sustainability', 'sustainability', pageContent(pages.sustainability))
  const careers = page(
    'apply',
    'apply',
    textPageContent(builder, pages.careers, { overline: pages.careers.overline, extraBody: [careersBox(context, sections['open-positions'])] }),
  )
  const contactFields = lang === 'en' ? { disable_scroll_to_top: true } : {}
  const contact = page(
    'contact',
    'contact',
    textPageContent(builder, pages.contact, {
      overline: 'Freight Demo',
      // The form's heading and intro are left empty: the site's own words in the page's language.
      extraBody: [builder.blok('contact_form', {}), contactBox(builder, pages.contact, careers)],
      fields: contactFields,
    }),
  )
  // Made after the contact page, whose form the contract plan leads to.
  const pricing = page('pages/pricing', 'pricing', pricingPageContent(builder, pages.pricing, contact))
  return {
    home,
    about,
    sustainability,
    contact,
    privacy: page('privacy', 'privacy', textPageContent(builder, pages.privacy, { overline: copy.settings.legal })),
    imprint: page('imprint', 'imprint', textPageContent(builder, pages.imprint, { overline: copy.settings.legal })),
    careers,
    forShippers,
    forCarriers,
    pricing,
    mobileApp,
    partners,
    faq,
    sections,
  }
}
