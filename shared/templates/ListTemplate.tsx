import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import type { ListPageData } from '../pages/PageData'
import { cardFor } from './cardFor'
import { contentTypeIn } from '../sections/sections'
import { CardGrid } from './CardGrid'
import { EmptyState } from './EmptyState'
import { LetterSections } from './LetterSections'
import { categoryTabs, pressSegments } from './listControls'
import { ListHeader } from './ListHeader'
import { Pagination } from './Pagination'
import { SegmentedLinks } from './SegmentedLinks'
import { messagesFor } from '../i18n/messages/catalogue'

/** Lists read by letter: an A–Z index, and their cards in a section per letter. */
const BY_LETTER: ReadonlySet<string> = new Set(['glossary'])

/** Cards in the widest grid's first row: their images are above the fold, the list page's largest paint among them. */
const FIRST_ROW_CARDS = 3

/**
 * Every list screen but the job openings: the folder's start page as the head, the press
 * segmented control or the category tabs, one page of cards (or an empty state; the glossary's
 * by letter, under an A–Z index), pagination.
 */
export function ListTemplate({ data, language }: { data: ListPageData; language: string }) {
  const markers = use(BlokMarkersContext)
  const text = messagesFor(language).templates
  const categoryNames = new Map(data.tabs.map((tab) => [tab.value, tab.name]))
  const cards = data.items.map((item) => cardFor(item, contentTypeIn(data.section, item), language, categoryNames, data.now))
  return (
    <div className="list" {...markers(data.story?.content)}>
      <ListHeader data={data} language={language} />
      <SegmentedLinks label={text.sections} links={pressSegments(data, language)} variant="segments" />
      <SegmentedLinks label={text.categories} links={categoryTabs(data, language)} variant="tabs" />
      {cards.length === 0 ? (
        <EmptyState title={text.noArticles} text={text.noArticlesHint} />
      ) : BY_LETTER.has(data.section.id) ? (
        <LetterSections cards={cards} language={language} label={text.lettersIndex} eager={FIRST_ROW_CARDS} />
      ) : (
        <CardGrid cards={cards} language={language} eager={FIRST_ROW_CARDS} />
      )}
      <Pagination page={data.page} lastPage={data.lastPage} previousHref={data.previousHref} nextHref={data.nextHref} language={language} />
    </div>
  )
}
