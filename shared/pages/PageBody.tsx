import type { ComponentType } from 'react'
import type { ListPageData, PageData, PageKind, StoryPageData, StoryPageKind } from './PageData'
import { StoryListPage } from './StoryListPage'
import { StoryPage } from './StoryPage'

type DataOf<K extends PageKind> = K extends StoryPageKind ? StoryPageData : ListPageData

/**
 * The one place that maps a page kind to its view. Kinds without a template yet use the plain
 * story and list views.
 */
const PAGE_VIEWS: { [K in PageKind]: ComponentType<{ data: DataOf<K> }> } = {
  home: StoryPage,
  page: StoryPage,
  blogArticle: StoryPage,
  caseStudy: StoryPage,
  glossaryEntry: StoryPage,
  pressItem: StoryPage,
  pressPost: StoryPage,
  report: StoryPage,
  techArticle: StoryPage,
  webinar: StoryPage,
  pagesIndex: StoryListPage,
  blogList: StoryListPage,
  caseList: StoryListPage,
  glossaryList: StoryListPage,
  jobOpenings: StoryListPage,
  pressList: StoryListPage,
  clippingsList: StoryListPage,
  reportsList: StoryListPage,
  techList: StoryListPage,
  webinarList: StoryListPage,
}

/** The body of a loaded page. */
export function PageBody({ data }: { data: PageData }) {
  const View = PAGE_VIEWS[data.kind] as ComponentType<{ data: PageData }>
  return <View data={data} />
}
