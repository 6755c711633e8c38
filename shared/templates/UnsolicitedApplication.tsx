import { messagesFor } from '../i18n/messages/catalogue'

const TITLE_ID = 'unsolicited-application-title'

/** Below the openings, whatever the filters show: the way to apply without an opening that fits. */
export function UnsolicitedApplication({ href, language }: { href: string; language: string }) {
  const text = messagesFor(language).templates
  return (
    <section className="jobs-unsolicited" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="jobs-unsolicited__title">
        {text.unsolicitedTitle}
      </h2>
      <p className="jobs-unsolicited__text">{text.unsolicitedText}</p>
      <p className="jobs-unsolicited__link">
        <a href={href}>{text.jobFilters.unsolicited}</a>
      </p>
    </section>
  )
}
