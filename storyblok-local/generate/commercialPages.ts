import type { Blok, StoryRecord } from '../space/DemoData'
import { appStoreUrls } from './appStoreUrls'
import { button } from './button'
import type { FaqCopy, PageCopy, PricingCopy } from './copy/FullLanguageCopy'
import { richText } from './richText'
import type { SpaceBuilder } from './SpaceBuilder'

const { doc, paragraph } = richText

/** The contact form's anchor on the contact page (ContactFormBlok's section): where the booking and quote buttons lead. */
export const CONTACT_FORM_ANCHOR = 'contact-form'
/** The app's sign-up, for shippers: where the self-service plans lead. */
const SIGNUP_URL = 'https://app.example.com/signup?role=shipper'

/** A commercial page: its section head, then its own sections (no demo paragraphs: every word says what the page offers). */
function commercialPage(builder: SpaceBuilder, page: PageCopy, body: Blok[]): Blok {
  return builder.blok('page', {
    title: page.title,
    description: page.description,
    body: [builder.blok('section_head', { overline: page.title, title: page.heading, title_is_big: false, richtext: doc(paragraph(page.text)) }), ...body],
  })
}

/** `{lang}/pages/pricing`: three plans, the middle one highlighted; the self-service ones lead to the app's sign-up, the contract to the contact form. */
export function pricingPageContent(builder: SpaceBuilder, pricing: PricingCopy, contact: StoryRecord): Blok {
  const links = [builder.urlLink(SIGNUP_URL), builder.urlLink(`${SIGNUP_URL}&plan=business`), builder.storyLink(contact, CONTACT_FORM_ANCHOR)]
  const plans = pricing.plans.map((plan, index) =>
    builder.blok('pricing_plan', {
      name: plan.name,
      price: plan.price,
      price_note: plan.priceNote,
      summary: plan.summary,
      features: plan.features.join('\n'),
      highlighted: index === 1,
      links: [
        button(
          builder,
          plan.button,
          links[index] ?? builder.storyLink(contact, CONTACT_FORM_ANCHOR),
          index === 1 ? 'orange' : 'white',
          `pricing-${plan.name.toLowerCase()}`,
          'arrow-right',
        ),
      ],
    }),
  )
  return commercialPage(builder, pricing, plans)
}

/** `{lang}/pages/faq`: one question blok each, answers as paragraphs (the page's FAQPage data is read from them). */
export function faqPageContent(builder: SpaceBuilder, faq: PageCopy & { questions: FaqCopy[] }): Blok {
  const questions = faq.questions.map(({ question, answer }) => builder.blok('faq_item', { question, answer: doc(...answer.map((text) => paragraph(text))) }))
  return builder.blok('page', {
    title: faq.title,
    description: faq.description,
    // The heading is the page's title: the section head is its h1.
    body: [
      builder.blok('section_head', { overline: 'Freight Demo', title: faq.heading, title_is_big: true, richtext: doc(paragraph(faq.text)) }),
      ...questions,
    ],
  })
}

/** `{lang}/pages/partners`: a box per partner, its generated logo (a square mark, `storyblok-local/assets/renderVectorAsset.ts`), its name and what it does with us. */
export function partnersPageContent(builder: SpaceBuilder, partners: PageCopy & { partners: { name: string; line: string }[] }): Blok {
  const boxes = partners.partners.map(({ name, line }) =>
    builder.blok('cta_box', {
      title: name,
      text: line,
      links: [],
      image: builder.asset(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-logo`, `${name} logo`, '160x160', 'svg'),
    }),
  )
  return commercialPage(builder, partners, boxes)
}

/** `{lang}/pages/mobile-app`: what the app does, and a box with the two store badges (buttons styled `google-play` and `app-store`). */
export function mobileAppPageContent(builder: SpaceBuilder, app: PageCopy & { boxTitle: string; boxText: string }): Blok {
  const box = builder.blok('cta_box', {
    title: app.boxTitle,
    text: app.boxText,
    links: [
      // A badge shows the store's name: its title adds nothing the badge does not say.
      button(builder, 'Google Play', builder.urlLink(appStoreUrls.googlePlay), 'google-play', 'mobile-app-google-play'),
      button(builder, 'App Store', builder.urlLink(appStoreUrls.appStore), 'app-store', 'mobile-app-app-store'),
    ],
    image: builder.emptyAsset(),
  })
  return commercialPage(builder, app, [box])
}
