import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import type { ListPageData } from '../pages/PageData'
import { EmptyState } from './EmptyState'
import { JobOpeningSection } from './JobOpeningSection'
import { ListHeader } from './ListHeader'
import { uiText } from '../i18n/uiText'

/** `/open-positions`: every opening in full, one section each (openings have no page of their own). */
export function JobOpeningsTemplate({ data, language }: { data: ListPageData; language: string }) {
  const markers = use(BlokMarkersContext)
  return (
    <div className="list list--jobs" {...markers(data.story?.content)}>
      <ListHeader data={data} language={language} />
      {data.items.length > 0 ? (
        data.items.map((item) => <JobOpeningSection key={item.uuid} story={item} language={language} />)
      ) : (
        <EmptyState title={uiText(language).noPositions} />
      )}
    </div>
  )
}
