import type { ListPageData, ListPageKind } from './PageData'
import { storySummary } from './storySummary'

/** Titles of lists whose folder has no start page (press in the press-only languages). */
const LIST_TITLES: Record<ListPageKind, string> = {
  pagesIndex: 'Pages',
  blogList: 'Blog',
  caseList: 'Case studies',
  glossaryList: 'Glossary',
  jobOpenings: 'Open positions',
  pressList: 'Press',
  clippingsList: 'Press clippings',
  reportsList: 'Reports',
  techList: 'Tech',
  webinarList: 'Webinars',
}

/** A list's title and intro: its folder's start page, else the list's English name. */
export function listTitle(data: ListPageData): { title: string; description: string } {
  return data.story ? storySummary(data.story) : { title: LIST_TITLES[data.kind], description: '' }
}
