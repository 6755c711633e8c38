import { SiteLink } from '../components/ui/SiteLink'
import type { JobApplication } from '../content/readers/jobApplication'
import { messagesFor } from '../i18n/messages/catalogue'

/** An opening's apply button, named with the job's title for screen readers; an e-mail application shows its address too. */
export function JobApplyLink({ application, title, language }: { application: JobApplication; title: string; language: string }) {
  const text = messagesFor(language).templates
  const byEmail = application.kind === 'email'
  return (
    <p className="job__apply">
      <SiteLink link={byEmail ? application.href : application.link} className="btn btn--orange">
        <span>
          {byEmail ? text.applyByEmail : text.applyNow}
          <span className="visually-hidden">{`: ${title}`}</span>
        </span>
      </SiteLink>
      {byEmail ? <span className="job__apply-address">{application.address}</span> : null}
    </p>
  )
}
