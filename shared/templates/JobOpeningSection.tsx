import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { modelRules } from '../editor/modelRules'
import { BlokNotice } from '../editor/BlokNotice'
import type { Story } from '../content/storyblok'
import { isOpen, readJobOpening } from '../content/types/jobOpening'
import { jobApplication } from '../content/readers/jobApplication'
import type { SiteSettings } from '../content/SiteSettings'
import { RichText } from '../richtext/RichText'
import { DateText } from './DateText'
import { FactList } from './FactList'
import { JobApplyLink } from './JobApplyLink'
import { isDraft, StoryMarks } from './StoryMarks'
import { messagesFor } from '../i18n/messages/catalogue'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks an opening's description takes. */
const JOB_OPENING_BODY = fieldBloks('job_opening', 'body')

interface JobOpeningSectionProps {
  story: Story
  language: string
  /** The language's settings: where applications go when the opening names no place of its own. */
  settings: SiteSettings | null
  /** The request's time (ms): an opening past its last day (which only a preview lists) is marked closed. */
  now: number
  hidden?: boolean
}

/**
 * One job opening on the open-positions page, at the anchor of its slug (`/open-positions#<slug>`),
 * ending with how to apply; `hidden` when the filters leave it out.
 */
export function JobOpeningSection({ story, language, settings, now, hidden = false }: JobOpeningSectionProps) {
  const markers = use(BlokMarkersContext)
  const job = readJobOpening(story)
  const application = jobApplication(job, settings?.jobs_apply_link)
  const text = messagesFor(language).templates
  const titleId = `${story.slug}-title`
  return (
    <section id={story.slug} className="job" aria-labelledby={titleId} hidden={hidden} {...markers(story.content)}>
      <h2 id={titleId} className="job__title">
        {job.title}
      </h2>
      <StoryMarks
        draft={isDraft(story)}
        closedSince={isOpen(job, now) ? null : job.validThrough}
        hiddenBecause={
          job.validThroughMalformed ? messagesFor(language).editor.hiddenEndNoDate(modelRules('job_opening')?.valid_through?.label ?? 'valid_through') : null
        }
        language={language}
      />
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
      <RichText doc={job.body} bloks={JOB_OPENING_BODY} className="job__body" headingBase={2} headingIdPrefix={`${story.slug}-`} />
      {application ? <JobApplyLink application={application} title={job.title} language={language} /> : null}
    </section>
  )
}
