import type { ComboboxText } from '../ComboboxText'

/** Words for a count in each plural category a language uses (Intl.PluralRules); `{count}` is the number. */
export interface PluralText {
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
}

/**
 * The words islands show (shell, banner, footer, modals, toasts, links): plain strings only, as
 * they travel to the browser in the islands' props. `{name}` marks a value filled in (fillTemplate).
 */
export interface IslandText {
  skipToContent: string
  menu: string
  closeMenu: string
  mainNavigation: string
  close: string
  signUp: string
  logIn: string
  home: string
  announcement: string
  dismissAnnouncement: string
  language: string
  cookieSettings: string
  saveSettings: string
  cookiesSaved: string
  necessaryCookies: string
  necessaryCookiesText: string
  analyticsCookies: string
  analyticsCookiesText: string
  /** Shown when the browser sends Global Privacy Control. */
  globalPrivacyControlNote: string
  allowNecessaryCookies: string
  allowAnalyticsCookies: string
  closeMessage: string
  image: string
  /** `{name}`: the image's alt text. */
  imageNamed: string
  opensInNewTab: string
  /** Read before the language tag of a link to a page in another language (screen readers only); the tag names the language in its own words. */
  otherLanguagePage: string
  enlargeImage: string
  /** `{name}`: the image's alt text. */
  enlargeImageNamed: string
  getItOn: string
  downloadOnThe: string
  table: string
  /** Names a code block, which the keyboard can focus to scroll it. */
  codeBlock: string
  embeddedVideo: string
  /** The report form's honeypot field: hidden from people, read by bots. */
  website: string
  /** The search field's label and its button (header, phone menu, search page). */
  searchLabel: string
  searchPlaceholder: string
  /** Names the list of results suggested while typing. */
  searchSuggestions: string
  /** The suggestions when nothing matches what is typed so far. */
  searchNoSuggestions: string
  /** The suggestions' last entry, to the search page; `{query}` is what was typed. */
  searchAllResults: string
}

/** The open positions' filters' words (their field labels are TemplateText's `department`, `location` and `employmentType`). */
export interface JobFiltersText {
  form: string
  /** The employment type select's first option: every type. */
  allTypes: string
  apply: string
  reset: string
  /** How many openings the filters show. */
  count: PluralText
  noMatch: string
  unsolicited: string
  combobox: ComboboxText
}

/** The words the page templates write (server-rendered, and the props of their islands). */
export interface TemplateText {
  home: string
  breadcrumbs: string
  readMore: string
  previous: string
  next: string
  pagination: string
  pageOf: (page: number, lastPage: number) => string
  share: string
  linkCopied: string
  shareFailed: string
  contents: string
  noArticles: string
  noArticlesHint: string
  /** The glossary's A–Z index: the name of its row of letters. */
  lettersIndex: string
  all: string
  categories: string
  sections: string
  category: string
  writtenBy: string
  related: string
  customer: string
  industry: string
  download: string
  gatedIntro: string
  webinarVideo: string
  watchVideo: string
  location: string
  employmentType: string
  department: string
  datePosted: string
  validThrough: string
  employmentTypes: { FULL_TIME: string; PART_TIME: string }
  noPositions: string
  jobFilters: JobFiltersText
  pressReleases: string
  readAt: (publication: string) => string
  featured: string
  /** How many entries a list has. */
  entries: PluralText
  /**
   * llms.txt, after a section's file list when the section has more: `shown` (a formatted number)
   * of its newest are listed, the full list (linked) has `entries` (`entries` above, for the total).
   */
  newestListed: (shown: string, entries: string) => string
  applyNow: string
  applyByEmail: string
  /** Below the open positions: the way to an unsolicited application. */
  unsolicitedTitle: string
  unsolicitedText: string
  upcomingWebinar: string
  pastWebinar: string
  registerForWebinar: string
  /** A past webinar whose recording is not online yet. */
  recordingComingSoon: string
  /** The badge of a webinar still to come, on its card. */
  upcomingBadge: string
  /** The badge of a webinar on now, on its card. */
  liveNowBadge: string
  /** The link to an upcoming webinar's calendar file (.ics). */
  addToCalendar: string
  /** Before a webinar's time in the visitor's own time zone, beside Berlin's (added in the browser). */
  yourTime: string
  /**
   * On the page a visitor was led to when the page asked for is not in the language chosen: by the
   * language switch (the nearest page there), a link marked with another language, or an address in
   * a language that lacks the page (the English page).
   */
  noTranslation: string
  /** The search page's heading for a query. */
  searchResultsFor: (query: string) => string
  searchCount: PluralText
  searchNothing: (query: string) => string
  /** A spelling the index knows that finds something; `{query}` is where its link goes. */
  searchDidYouMean: string
  /** Before the links to the section lists, when nothing was found. */
  searchBrowse: string
  /** A query longer than search reads; `max` is how many words it read. */
  searchWordsLeftOut: (max: number) => string
  /** The search page without a query. */
  searchEmpty: string
  /** What a result is when it is a page outside the sections. */
  searchPageKind: string
  /** Names the search page's own form (the header has the site's search). */
  searchAgain: string
}

/**
 * The words of the gated-report form (its popup, the no-JS page, the expired-link page, the API's
 * errors), keyed like the fields of the settings' `report_form` blok: a text an editor set there
 * wins, these are the fallback in every language.
 */
export interface ReportFormMessages {
  open_button: string
  title: string
  intro: string
  first_name_label: string
  last_name_label: string
  email_label: string
  company_label: string
  phone_label: string
  country_label: string
  consent_label: string
  privacy_link_text: string
  marketing_label: string
  submit_label: string
  submitting_label: string
  success_title: string
  success_text: string
  download_again_label: string
  required_error: string
  too_long_error: string
  /** A field holds a control, bidirectional or invisible character (pasted from elsewhere, or a script's). */
  hidden_characters_error: string
  email_error: string
  consent_error: string
  phone_not_a_number_error: string
  phone_invalid_country_error: string
  phone_too_short_error: string
  phone_too_long_error: string
  phone_invalid_error: string
  phone_not_allowed_error: string
  summary_error: string
  network_error: string
  retry_label: string
  saving_error: string
  rate_limit_error: string
  not_found_error: string
  expired_title: string
  expired_text: string
  expired_link_label: string
}

/** What the editor preview tells an editor about content that breaks the content model (visitors never see it). */
export interface EditorText {
  /** A component the content model does not know (`mystery_widget`), by its technical name. */
  blockUnknown: (component: string) => string
  /** A block of the model in a place that takes no such block (a Button in Sections), by its display name. */
  blockNotAllowedHere: (block: string) => string
  /** The field problems name the field by its display name (`Big title`). */
  fieldMissing: (field: string) => string
  fieldWrongType: (field: string) => string
  fieldNotADate: (field: string) => string
  /** A value (`value`) of an option field that is none of its options (its own list, or its datasource's entries). */
  fieldNotAnOption: (field: string, value: string) => string
  fieldWrongLinkKind: (field: string) => string
  fieldWrongFileKind: (field: string) => string
  /** Marks a listed story that is not published (a list's preview shows drafts too). */
  draft: string
  /** Marks a job opening past its last day (a list's preview shows it too). */
  expired: string
  /** Marks a published story a list's preview shows and visitors do not get (hiddenEndNoDate says why). */
  hidden: string
  /** Why: an opening's end date field (by its label) holds something that is no date, so the list's query leaves it out. */
  hiddenEndNoDate: (field: string) => string
  /** The live preview: edited fields (their labels, joined) whose new value shows only once saved (a category's name, stories the editor did not resolve). */
  shownAfterSave: (fields: string) => string
  /** An expired job opening's notice; `date` is its last day, written in the page's language. */
  closedSince: (date: string) => string
  // What the check at publish found on the published page (shared/seo/seoProblems): addresses as written, lengths in characters.
  /** An internal link to a page that does not answer (`status`: 404, 500, 0 for no answer at all). */
  linkBroken: (href: string, status: number) => string
  /** An internal link to a place (`#anchor`) that its page does not have. */
  anchorMissing: (href: string, anchor: string) => string
  /** A translation (`hreflang`: de, fr) at `href` whose page does not link back to this one. */
  translationNoReturn: (href: string, hreflang: string) => string
  /** An image that shows content without alt text, by its file name. */
  imageWithoutAlt: (file: string) => string
  titleTooShort: (length: number, min: number) => string
  /** A title longer than search results show (`max` characters). */
  titleTooLong: (length: number, max: number) => string
  descriptionTooShort: (length: number, min: number) => string
  descriptionTooLong: (length: number, max: number) => string
  /** On an author's preview: authors have no page of their own for visitors. */
  authorPreviewOnly: string
  // The settings' preview: entries of the `redirects` datasource that cannot work, by their source and target as written.
  /** The source is no address of the site (it has a query or fragment, or is a whole URL). */
  redirectSourceNotAPath: (source: string, target: string) => string
  /** The target is neither a path of the site (starting with /) nor an https:// address. */
  redirectTargetNowhere: (source: string, target: string) => string
  /** A later entry has the same source and replaces this one. */
  redirectReplaced: (source: string, target: string) => string
  /** Following the entry goes round in a circle, or through more than 5 redirects. */
  redirectLoop: (source: string, target: string) => string
  /** The framed page of a preview whose editor signature has expired: what happened, how to get a new one, and when it was signed (`signedAt`, UTC). */
  previewExpired: { title: string; lead: string; signedAt: (time: string) => string }
}

/** Why an address shows the error page (the SPEC's two 404 messages, an expired job opening's 410, and the 410 of a page taken down). */
export type PathProblem = 'noRoute' | 'notFound' | 'closed' | 'gone'

/** What a 410 says ended. */
export type EndedProblem = Extract<PathProblem, 'closed' | 'gone'>

/** The heading and lead of a 410's page, and the words of its link on. */
interface EndedText {
  title: string
  lead: string
  next: string
}

/** The error page's own words (the settings give its title and text): English is the SPEC's. */
export interface ErrorPageText {
  /** Before the status code ('error 404', shown in capitals). */
  overline: string
  /** The page's title ('Error 404'); the tab adds the company's name (brandedTitle). */
  title: (status: number) => string
  /** No route matches the address. */
  noRoute: (path: string) => string
  /** A route found nothing at the address (its validation hook said no). */
  notFound: (path: string) => string
  /** The address of a job opening that no longer takes applications (410). */
  closed: (path: string) => string
  /** The address of a page that was unpublished or deleted (410). */
  gone: (path: string) => string
  /** A 410's page says what ended in its own words, and leads on: a closed opening to the open positions, a removed page home. */
  ended: Record<EndedProblem, EndedText>
  /** 403: a lead or contact form posted from another site's page (worker/leads/sameSiteForms.ts). */
  crossSite: string
  /** 503: content cannot be had. */
  unavailable: string
  /** 500. */
  failed: string
}

/**
 * The contact form's own words: its heading and intro (where the editor's blok leaves them
 * empty), the message field, and the words that differ from the report form's (its consent,
 * button, thanks, and the answer to a page that no longer holds the form). The rest is the report form's.
 */
export interface ContactFormMessages {
  title: string
  intro: string
  message_label: string
  consent_label: string
  submit_label: string
  success_title: string
  success_text: string
  not_found_error: string
}

/**
 * Each section's name, as breadcrumbs, list titles and feeds show it, by its id. The sections
 * declare the ids, above this layer: shared/sections/sectionName.ts merges `Record<SectionId, string>`
 * into this interface, so a pack without a section's name fails typecheck in the pack.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the sections merge their ids into it
export interface SectionNames {}

/** How a story page names its previous and next story, and the links' navigation as a whole. */
export interface NeighbourText {
  previous: string
  next: string
  more: string
}

/**
 * What a content type's stories are called as each other's neighbours: a content type names its
 * kind (`neighbours`), and a kind added here fails typecheck in every pack until it has its words.
 */
export type NeighbourKind = 'article' | 'caseStudy' | 'pressRelease' | 'report' | 'webinar'

/** Every interface string of the site in one language. */
export interface Messages {
  island: IslandText
  templates: TemplateText
  reportForm: ReportFormMessages
  contactForm: ContactFormMessages
  editor: EditorText
  errorPage: ErrorPageText
  /** Each section's name, by its id (a row of shared/sections/sections.ts). */
  sections: SectionNames
  /** What a story calls its previous and next story, by the kind its content type names. */
  neighbours: Record<NeighbourKind, NeighbourText>
}
