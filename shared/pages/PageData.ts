import type { Story } from '../content/storyblok'
import type { ContentType, Section, SectionListKind, SectionStoryKind } from '../sections/sections'
import type { LeadErrors, LeadValues } from '../leadRules/leadFields'
import type { JobFilterData } from '../jobFilters/JobFilterData'
import type { SearchResults } from '../search/SearchResults'
import type { SectionId } from '../sections/sections'

/**
 * Screens only the visual editor's preview has, for stories without a page of their own: an
 * author (their box as articles show it), and the settings (the shell around the error page).
 */
type PreviewStoryKind = 'author' | 'settings'

/** Screens that show one story: home, generic pages and the sections' stories (shared/sections), and the preview's own. */
export type StoryPageKind = 'home' | SectionStoryKind | PreviewStoryKind

/** Screens that list a section's folder, a page at a time. */
export type ListPageKind = SectionListKind

/** The stories before and after an article in its folder, by publication date. */
export interface AdjacentStories {
  /** The next older story. */
  previous: Story | null
  /** The next newer story. */
  next: Story | null
}

export interface StoryPageData {
  kind: StoryPageKind
  story: Story
  /** The section the story's route (or, for a generic page, its folder) belongs to; none for home, pages at the language root and the preview's own screens. */
  section?: Section
  /** Its content type: the section's row for its component (a page outside the sections). */
  type: ContentType
  /** The request's time on the server (ms): what a webinar's state (upcoming or past) is told against. */
  now: number
  /** Articles: the stories published before and after it in its folder. */
  adjacent?: AdjacentStories
  /** Articles in sections with categories: their category, as a tab of their list; null for none or an unknown one. */
  category?: ListTab | null
  /**
   * Reports and pages with a contact form: a form posted without JavaScript that was not taken (its
   * errors, or why not), shown on the page filled in; or one that was taken (a contact form's
   * `sent`, a report's `download`).
   */
  leadSubmission?: LeadSubmission
  /** Authors (previews): their blog articles, newest first. */
  authored?: Story[]
}

export interface LeadSubmission {
  values: LeadValues
  errors: LeadErrors
  /** About the whole form. */
  message: string
  /** A contact form's message was stored: its thanks take the form's place. */
  sent?: boolean
  /** A report's lead was stored: the signed link to its file, which the thanks show in the form's place (the download has started). */
  download?: string
}

/** A filter tab of a list: a blog or tech category. */
export interface ListTab {
  value: string
  /** In the page's language. */
  name: string
  /** The tab's first page. */
  href: string
}

export interface ListPageData {
  kind: ListPageKind
  /** The section listed: its name, its cards' content types, its feed. */
  section: Section
  /** The folder's start page (the list's own title and intro); null when the folder has none. */
  story: Story | null
  /** This page's stories. */
  items: Story[]
  /** The request's time on the server (ms): what an opening's state (open or closed) is told against. */
  now: number
  /** A list with what is still to come first (webinars): when its soonest story starts, and the order changes (ms). */
  reordersAt?: number
  page: number
  lastPage: number
  /** How many stories the list (on its tab) has in all. */
  total: number
  /** The unfiltered list's first page. */
  firstHref: string
  previousHref: string | null
  nextHref: string | null
  tabs: ListTab[]
  /** The selected tab's value; null for all. */
  tab: string | null
  /** The open positions: their filters and the address's selection. */
  jobFilters?: JobFilterData
  /** The press lists: the ids of the sibling lists that exist in this language (only they are linked). */
  segments?: readonly string[]
}

/** The search page (`/search?q=`): a page of results, and the lists to browse when there are none. */
export interface SearchPageData {
  kind: 'search'
  /** No story: the page is the site's own. */
  story: null
  section?: undefined
  search: SearchResults
  /** The sections that have something to find in the page's language, in the site's order. */
  sections: SectionId[]
  previousHref: string | null
  nextHref: string | null
}

/** What a route's loader hands to the page's view. */
export type PageData = StoryPageData | ListPageData | SearchPageData
