import { readPage } from '../content/types/page'
import { countText } from '../i18n/countText'
import { messagesFor } from '../i18n/messages/catalogue'
import type { ListPageData } from '../pages/PageData'
import { sectionName } from '../sections/sectionName'
import { PageBloks } from './PageBloks'
import { pageTitleBlok } from './pageTitleBlok'

/**
 * A list's head: its folder's start page (section head and text), else the section's name as the
 * h1; then how many entries it has, unless `counted` is false (a list that counts its entries itself).
 */
export function ListHeader({ data, language, counted = true }: { data: ListPageData; language: string; counted?: boolean }) {
  const page = data.story ? readPage(data.story) : null
  const title = page?.title || sectionName(data.section, language)
  const titleBlok = page ? pageTitleBlok(page.body, title) : undefined
  return (
    <header className="list__header">
      {titleBlok ? null : <h1 className="list__title">{title}</h1>}
      {page ? <PageBloks bloks={page.body} titleBlok={titleBlok} /> : null}
      {counted && data.total > 0 ? <p className="list__count">{countText(messagesFor(language).templates.entries, data.total, language)}</p> : null}
    </header>
  )
}
