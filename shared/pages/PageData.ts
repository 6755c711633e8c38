import type { Story } from '../content/storyblok'
import type { AdjacentStories } from '../templates/AdjacentStories'

/** Screens that show one story (SPEC §2, route table). */
export type StoryPageKind = 'home' | 'page' | 'blogArticle' | 'caseStudy' | 'glossaryEntry' | 'pressItem' | 'pressPost' | 'report' | 'techArticle' | 'webinar'

/** Screens that list a folder's stories, a page at a time. */
export type ListPageKind = 'pagesIndex' | 'blogList' | 'caseList' | 'glossaryList' | 'jobOpenings' | 'pressList' | 'clippingsList' | 'reportsList' | 'techList' | 'webinarList'

export interface StoryPageData {
  kind: StoryPageKind
  story: Story
  /** Articles: the stories published before and after it in its folder. */
  adjacent?: AdjacentStories
  /** Blog and tech articles: their category, as a tab of their list; null for none or an unknown one. */
  category?: ListTab | null
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
  /** The folder's start page (the list's own title and intro); null when the folder has none. */
  story: Story | null
  /** This page's stories. */
  items: Story[]
  page: number
  lastPage: number
  /** The unfiltered list's first page. */
  firstHref: string
  previousHref: string | null
  nextHref: string | null
  tabs: ListTab[]
  /** The selected tab's value; null for all. */
  tab: string | null
}

/** What a route's loader hands to the page's view. */
export type PageData = StoryPageData | ListPageData

export type PageKind = PageData['kind']
