import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { BlokNotice } from '../editor/BlokNotice'
import type { Story } from '../content/storyblok'
import { readJobOpening } from '../content/models/JobOpening'
import { RichText } from '../richtext/RichText'
import { DateText } from './DateText'
import { FactList } from './FactList'
import { messagesFor } from '../i18n/messages/catalogue'

/** One job opening on the open-positions page, at the anchor of its slug (`/open-positions#<slug>`); `hidden` when the filters leave it out. */
export function JobOpeningSection({ story, language, hidden = false }: { story: Story; language: string; hidden?: boolean }) {
  const markers = use(BlokMarkersContext)
  const job = readJobOpening(story)
  const text = messagesFor(language).templates
  const titleId = `${story.slug}-title`
  return (
    <section id={story.slug} className="job" aria-labelledby={titleId} hidden={hidden} {...markers(story.content)}>
      <h2 id={titleId} className="job__title">
        {job.title}
      </h2>
      <BlokNotice blok={story.content} />
      <FactList
        className="job__facts"
        facts={[
          { label: text.location, value: job.location },
          { label: text.employmentType, value: job.employmentType ? text.employmentTypes[job.employmentType] : '' },
          { label: text.department, value: job.department },
          { label: text.datePosted, value: job.datePosted ? <DateText iso={job.datePosted} language={language} /> : '' },
          { label: text.validThrough, value: job.validThrough ? <DateText iso={job.validThrough} language={language} /> : '' },
        ]}
      />
      <RichText doc={job.body} className="job__body" headingBase={2} headingIdPrefix={`${story.slug}-`} />
    </section>
  )
}
