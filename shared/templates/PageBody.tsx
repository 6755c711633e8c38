import type { ComponentType, ReactNode } from 'react'
import { readBoolean } from '../content/readers/fields/readBoolean'
import type { ListPageData, ListPageKind, PageData, StoryPageData, StoryPageKind } from '../pages/PageData'
import type { SiteSettings } from '../settings/SiteSettings'
import { AuthorTemplate } from './AuthorTemplate'
import { BlogArticleTemplate } from './BlogArticleTemplate'
import { CaseStudyTemplate } from './CaseStudyTemplate'
import { GlossaryEntryTemplate } from './GlossaryEntryTemplate'
import { HomeTemplate } from './HomeTemplate'
import { JobOpeningsTemplate } from './JobOpeningsTemplate'
import { ListTemplate } from './ListTemplate'
import { PageTemplate } from './PageTemplate'
import { PressArticleTemplate } from './PressArticleTemplate'
import { ReportTemplate } from './ReportTemplate'
import { ScrollToTop } from './ScrollToTop'
import { SettingsTemplate } from './SettingsTemplate'
import { TechArticleTemplate } from './TechArticleTemplate'
import { WebinarTemplate } from './WebinarTemplate'

type View<D> = ComponentType<{ data: D; language: string; settings: SiteSettings | null }>

/** The template of each story page kind. */
const STORY_VIEWS: Record<StoryPageKind, View<StoryPageData>> = {
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
  author: AuthorTemplate,
  settings: SettingsTemplate,
}

/** Lists with a template of their own; every other list is a ListTemplate of cards. */
const LIST_VIEWS: Partial<Record<ListPageKind, View<ListPageData>>> = {
  jobOpenings: JobOpeningsTemplate,
}

/** True unless the page's story (a list's start page) sets `disable_scroll_to_top`. */
function scrollsToTop(data: PageData): boolean {
  return !(data.story && readBoolean(data.story.content?.disable_scroll_to_top))
}

/** A loaded page's template, with its data. */
function view(data: PageData, language: string, settings: SiteSettings | null): ReactNode {
  if ('items' in data) {
    const List = LIST_VIEWS[data.kind] ?? ListTemplate
    return <List data={data} language={language} settings={settings} />
  }
  const Story = STORY_VIEWS[data.kind]
  return <Story data={data} language={language} settings={settings} />
}

/** The one place that maps a page kind to its template: the body of a loaded page, in the page's language; `settings` are the language's (the report form's texts). */
export function PageBody({ data, language, settings = null }: { data: PageData; language: string; settings?: SiteSettings | null }) {
  return (
    <>
      {view(data, language, settings)}
      {scrollsToTop(data) ? <ScrollToTop /> : null}
    </>
  )
}
