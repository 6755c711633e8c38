import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { EMPLOYMENT_TYPES } from '../content/types/employmentTypes'
import { shownOpeningIds, type JobFilterData } from '../jobFilters/JobFilterData'
import { resolveLink } from '../links/resolveLink'
import type { ListPageData } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'
import { EmptyState } from './EmptyState'
import type { JobFiltersProps } from '../jobFilterForm/JobFilters'
import { JobFiltersIsland } from '../jobFilterForm/JobFiltersIsland'
import { JobOpeningSection } from './JobOpeningSection'
import { ListHeader } from './ListHeader'
import { UnsolicitedApplication } from './UnsolicitedApplication'
import { messagesFor } from '../i18n/messages/catalogue'

function unsolicitedHref(settings: SiteSettings | null): string | null {
  const link = resolveLink(settings?.jobs_unsolicited_link)
  return link && link.kind !== 'modal' ? link.href : null
}

function filterProps(filters: JobFilterData, action: string, language: string, unsolicited: string | null): JobFiltersProps {
  const text = messagesFor(language).templates
  const { allTypes, ...words } = text.jobFilters
  return {
    action,
    departments: filters.departments,
    locations: filters.locations,
    types: [{ value: '', label: allTypes }, ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: text.employmentTypes[type] }))],
    openings: filters.openings,
    selection: filters.selection,
    unsolicitedHref: unsolicited,
    language,
    text: { ...words, department: text.department, location: text.location, employmentType: text.employmentType },
  }
}

/**
 * `/open-positions`: filters, then every opening in full, one section each (openings have no
 * page of their own), and the way to an unsolicited application. The filters say how many
 * openings they show, so the head counts none. Openings outside the address's filters are
 * rendered `hidden`, so the filters island can show them again without a request.
 */
export function JobOpeningsTemplate({ data, language, settings }: { data: ListPageData; language: string; settings: SiteSettings | null }) {
  const filters = data.jobFilters
  const shown = filters ? shownOpeningIds(filters.openings, filters.selection) : null
  const markers = use(BlokMarkersContext)
  const unsolicited = unsolicitedHref(settings)
  return (
    <div className="list list--jobs" {...markers(data.story?.content)}>
      <ListHeader data={data} language={language} counted={false} />
      {data.items.length > 0 ? (
        <>
          {filters ? <JobFiltersIsland {...filterProps(filters, data.firstHref, language, unsolicited)} /> : null}
          {data.items.map((item) => (
            <JobOpeningSection
              key={item.uuid}
              story={item}
              language={language}
              settings={settings}
              now={data.now}
              hidden={shown ? !shown.has(item.slug) : false}
            />
          ))}
        </>
      ) : (
        <EmptyState title={messagesFor(language).templates.noPositions} />
      )}
      {unsolicited ? <UnsolicitedApplication href={unsolicited} language={language} /> : null}
    </div>
  )
}
