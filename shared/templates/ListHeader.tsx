import { readPage } from '../content/models/Page'
import type { ListPageData } from '../pages/PageData'
import { LIST_SECTION } from './listSection'
import { PageBloks } from './PageBloks'
import { pageTitleBlok } from './pageTitleBlok'
import { uiText } from './uiText'

/** A list's head: its folder's start page (section head and text), else the section's name as the h1. */
export function ListHeader({ data, language }: { data: ListPageData; language: string }) {
  const page = data.story ? readPage(data.story) : null
  const title = page?.title || uiText(language).sectionNames[LIST_SECTION[data.kind]]
  const titleBlok = page ? pageTitleBlok(page.body, title) : undefined
  return (
    <header className="list__header">
      {titleBlok ? null : <h1 className="list__title">{title}</h1>}
      {page ? <PageBloks bloks={page.body} titleBlok={titleBlok} /> : null}
    </header>
  )
}
