import type { ComponentType, ReactNode } from 'react'
import type { BlokViews, ContentType, StoryView } from '../bloks/BlokViews'
import { useBlokViews } from '../bloks/useBlokViews'
import type { ListPageData, ListPageKind, PageData, StoryPageData } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'
import { JobOpeningsTemplate } from './JobOpeningsTemplate'
import { ListTemplate } from './ListTemplate'
import { SearchTemplate } from './SearchTemplate'

type ListView = ComponentType<{ data: ListPageData; language: string; settings: SiteSettings | null }>

/** Lists with a template of their own; every other list is a ListTemplate of cards. */
const LIST_VIEWS: Partial<Record<ListPageKind, ListView>> = {
  jobOpenings: JobOpeningsTemplate,
}

/** A story's template: its component's view in the blok registry. */
function storyView(views: BlokViews, data: StoryPageData): StoryView | null {
  // Loaders give a story its page kind by its component, and only to content types with a page;
  // a story without content (content that breaks the model) has no view.
  const component = data.story.content?.component
  return component !== undefined && Object.hasOwn(views, component) ? views[component as ContentType] : null
}

/** A loaded page's template, with its data. */
function view(views: BlokViews, data: PageData, language: string, settings: SiteSettings | null): ReactNode {
  if (data.kind === 'search') return <SearchTemplate data={data} language={language} />
  if ('items' in data) {
    const List = LIST_VIEWS[data.kind] ?? ListTemplate
    return <List data={data} language={language} settings={settings} />
  }
  const Story = storyView(views, data)
  return Story ? <Story data={data} language={language} settings={settings} /> : null
}

/**
 * The body of a loaded page, in the page's language: a list's template, or the view of its story's
 * component (the blok registry); `settings` are the language's (the report form's texts).
 */
export function PageBody({ data, language, settings = null }: { data: PageData; language: string; settings?: SiteSettings | null }) {
  return view(useBlokViews(), data, language, settings)
}
