import type { SectionId } from '../../../shared/sections/sections'
import type { SettingsCopy } from './SettingsCopy'

export interface PageCopy {
  title: string
  description: string
  heading: string
  text: string
}

/** The start page of a section's folder: its title and description. */
export interface StartPageCopy {
  title: string
  description: string
}

/** A part of a page's own text: a heading, paragraphs and, where it has one, a list. `{phone}`, `{email}` and the like are the company's contacts (companyContact.ts). */
export interface TextSection {
  heading: string
  paragraphs: string[]
  items?: string[]
}

/** A page with a text of its own (the others get the demo paragraphs). */
export interface TextPageCopy extends PageCopy {
  sections: TextSection[]
}

/** A text page ending with a box of ways to get in touch. */
interface ContactPageCopy extends TextPageCopy {
  boxTitle: string
  boxText: string
}

/** A question of the FAQ page and its answer, in paragraphs. */
export interface FaqCopy {
  question: string
  answer: string[]
}

/** A plan of the pricing page: demo prices, in the language's way of writing them. */
interface PricingPlanCopy {
  name: string
  /** An amount with its currency, or words (“On request”). */
  price: string
  priceNote: string
  summary: string
  features: string[]
  button: string
}

/** The pricing page of a language: its head, and three plans (pay per shipment, a monthly plan, a contract), the second highlighted. */
export interface PricingCopy extends PageCopy {
  plans: [PricingPlanCopy, PricingPlanCopy, PricingPlanCopy]
}

/** A glossary entry: the term, its one-line definition (the cards' text), more paragraphs, an example, and the indexes (in `glossary`) of related terms. */
export interface GlossaryEntryCopy {
  term: string
  definition: string
  more: string[]
  example: string
  related: number[]
}

/** All texts of a fully translated language (en, de, fr). Lists are aligned by index across languages. */
export interface FullLanguageCopy {
  settings: SettingsCopy
  /** 32 logistics topics, as they appear at the start of a sentence. */
  topics: string[]
  /** The same topics inside a sentence (articles lower-cased where the language needs it). */
  topicsMidSentence: string[]
  blog: {
    titles: ((topic: string) => string)[]
    teasers: ((topic: string, topicMidSentence: string) => string)[]
    intro: (topic: string, topicMidSentence: string) => string
    whyItMatters: string
    whatYouCanDo: string
    ourView: string
    readAlso: string
    paragraphs: string[]
    tips: string[]
    quote: string
  }
  authors: { roles: string[] }
  caseStudies: {
    titles: ((customer: string, percent: number) => string)[]
    teaser: (industry: string) => string
    industries: string[]
    challenge: string
    solution: string
    result: string
    challengeText: (customer: string) => string
    solutionText: (customer: string) => string
    resultText: (customer: string) => string
  }
  glossary: GlossaryEntryCopy[]
  /** The headings of a glossary entry's example and of its related terms. */
  glossaryHeadings: { example: string; related: string }
  press: {
    itemTitles: ((city: string) => string)[]
    cities: string[]
    itemTeaser: string
    itemText: string
    boilerplateHeading: string
    boilerplate: string
    postTitles: string[]
    postTeaser: string
    clippingSuffixes: string[]
    publications: string[]
  }
  reports: {
    indexTitle: (quarter: number, year: number) => string
    whitepaperTitle: (topic: string) => string
    teaser: string
    keyFindings: string
    findings: string[]
    gatedNote: string
  }
  tech: {
    titles: string[]
    teaser: string
    background: string
    howWeDidIt: string
    lessonsLearned: string
    text: string
  }
  webinars: { title: (topic: string) => string; teaser: string; agenda: string; agendaItems: string[] }
  jobs: {
    titles: string[]
    locations: string[]
    departments: string[]
    aboutRole: string
    aboutRoleText: string
    profile: string
    profileItems: string[]
    offer: string
    offerItems: string[]
  }
  pages: {
    about: PageCopy
    aboutDraftTitle: string
    sustainability: PageCopy
    contact: ContactPageCopy & { careersLink: string }
    privacy: TextPageCopy
    imprint: TextPageCopy
    /** The page about applying: how, what to send, whom to ask; `overline` names the subject above its heading. */
    careers: ContactPageCopy & { overline: string }
    forShippers: PageCopy
    forCarriers: PageCopy
    pricing: PricingCopy
    /** The app's page, and its box of store badges. */
    mobileApp: PageCopy & { boxTitle: string; boxText: string }
    /** The partners (made-up companies), each with a line of what it does with us; the names stay in every language. */
    partners: PageCopy & { partners: { name: string; line: string }[] }
    faq: PageCopy & { questions: FaqCopy[] }
    /**
     * The start page of a section's folder (`{lang}/blog/` …): its title and description. A section
     * without its words here gets its name in the language (its pack) as its title and
     * `sectionDescription` of that name, so a section added to SECTIONS has its folder and start
     * page without an edit here. The entries' order is the order the generator makes the sections'
     * folders and start pages in (ids follow it); the sections without words come after them, in
     * SECTIONS' order.
     */
    sections: Partial<Record<SectionId, StartPageCopy>>
    /** The description of a section's start page without words in `sections`, from the section's name: 50–160 characters, as the SEO crawl wants. */
    sectionDescription: (section: string) => string
  }
  /**
   * The words of the stories of a content type that no generator of its own writes
   * (addStoriesFromBlock.ts), from its section's name in the language: neutral filler, on no subject
   * of the demo's, so that no search for a demo story finds them before it.
   */
  sampleStories: {
    /** A story's title, told apart by its number (1–12, on from 13 for a section's second type); up to 60 characters, as the SEO crawl wants. */
    title: (section: string, number: number) => string
    /** Its teaser, and every other textarea: 50–160 characters, as the SEO crawl wants of a description. */
    teaser: (section: string, number: number) => string
    /** Every other short text field. */
    label: (number: number) => string
    /** Its text after the teaser: two parts, each a heading and a paragraph. */
    parts: { heading: string; paragraph: string }[]
  }
}
