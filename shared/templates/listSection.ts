import type { ListPageKind } from '../pages/PageData'
import type { SiteSection } from './uiText'

/** The section each list screen shows. */
export const LIST_SECTION: Readonly<Record<ListPageKind, SiteSection>> = {
  pagesIndex: 'pages',
  blogList: 'blog',
  caseList: 'case',
  glossaryList: 'glossary',
  jobOpenings: 'open-positions',
  pressList: 'press',
  clippingsList: 'clippings',
  reportsList: 'reports',
  techList: 'tech',
  webinarList: 'webinars',
}
