import type { ListPageKind } from '../../../shared/pages/PageData'

/** The tab value of an unfiltered list. */
export const ALL_TAB = 'all'

/** How a list screen reads its folder. */
export interface ListSection {
  kind: ListPageKind
  /** The Storyblok folder below the language folder: `blog` lists `{language}/blog/`. */
  folder: string
  /** The content types listed. */
  components: string[]
  /** Storyblok `sort_by`; position order when absent. */
  sortBy?: string
  /** Stories per page. */
  perPage: number
  /** The datasource whose values are the list's tabs (the stories' `category`). */
  categories?: string
  /** The path of a page of the list (without the language prefix); tab null is the unfiltered list. */
  pagePath(page: number, tab: string | null): string
}
