import type { ComponentType } from 'react'
import { readBoolean } from '../content/models/fields/readBoolean'
import { BlogArticleTemplate } from '../templates/BlogArticleTemplate'
import { CaseStudyTemplate } from '../templates/CaseStudyTemplate'
import { GlossaryEntryTemplate } from '../templates/GlossaryEntryTemplate'
import { HomeTemplate } from '../templates/HomeTemplate'
import { JobOpeningsTemplate } from '../templates/JobOpeningsTemplate'
import { ListTemplate } from '../templates/ListTemplate'
import { PageTemplate } from '../templates/PageTemplate'
import { PressArticleTemplate } from '../templates/PressArticleTemplate'
import { ReportTemplate } from '../templates/ReportTemplate'
import { ScrollToTopIsland } from '../templates/ScrollToTopIsland'
import { TechArticleTemplate } from '../templates/TechArticleTemplate'
import { WebinarTemplate } from '../templates/WebinarTemplate'
import type { ListPageData, PageData, PageKind, StoryPageData, StoryPageKind } from './PageData'

type DataOf<K extends PageKind> = K extends StoryPageKind ? StoryPageData : ListPageData

/** The one place that maps a page kind to its template (shared/templates/). */
const PAGE_VIEWS: { [K in PageKind]: ComponentType<{ data: DataOf<K>; language: string }> } = {
  home: HomeTemplate,
  page: PageTemplate,
  blogArticle: BlogArticleTemplate,
  caseStudy: CaseStudyTemplate,
  glossaryEntry: GlossaryEntryTemplate,
  pressItem: PressArticleTemplate,
  pressPost: PressArticleTemplate,
  report: ReportTemplate,
  techArticle: TechArticleTemplate,
  webinar: WebinarTemplate,
  pagesIndex: ListTemplate,
  blogList: ListTemplate,
  caseList: ListTemplate,
  glossaryList: ListTemplate,
  jobOpenings: JobOpeningsTemplate,
  pressList: ListTemplate,
  clippingsList: ListTemplate,
  reportsList: ListTemplate,
  techList: ListTemplate,
  webinarList: ListTemplate,
}

/** True unless the page's story (a list's start page) sets `disable_scroll_to_top`. */
function scrollsToTop(data: PageData): boolean {
  return !(data.story && readBoolean(data.story.content?.disable_scroll_to_top))
}

/** The body of a loaded page, in the page's language. */
export function PageBody({ data, language }: { data: PageData; language: string }) {
  const View = PAGE_VIEWS[data.kind] as ComponentType<{ data: PageData; language: string }>
  return (
    <>
      <View data={data} language={language} />
      {scrollsToTop(data) ? <ScrollToTopIsland /> : null}
    </>
  )
}
