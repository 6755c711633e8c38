import { use } from 'react'
import { blokContent } from '../content/readers/blokContent'
import { readText } from '../content/readers/fields/readText'
import type { Blok } from '../content/storyblok'
import { CONTACT_API_PATH } from '../leadForm/contactApi'
import { readContactFormText } from '../leadForm/contactFormText'
import { ContactFormPlaceContext } from '../leadForm/ContactFormPlaceContext'
import { LeadFormIsland } from '../leadForm/LeadFormIsland'
import type { LeadFormProps } from '../leadForm/LeadFormProps'

/** The contact form's id on its page: its element ids, and the anchor a form posted without JavaScript comes back to. */
const CONTACT_FORM = 'contact'
/** Any country's number is taken (a report may restrict them; the contact form does not). */
const ANY_COUNTRY = { allowed: [], ignored: [] }

/**
 * A page body's contact form: its heading (an h3 below a section head's h2, else an h2), its
 * intro, and the lead form with a message (an island: a plain form that posts without
 * JavaScript, enhanced once it runs). A form posted without JavaScript comes back here filled in
 * with its errors, or with its thanks once taken; the form's address ends in this section's
 * anchor, so the browser shows the answer where the visitor was, not at the page's top.
 */
export function ContactFormBlok({ blok, under }: { blok: Blok; under: number }) {
  const place = use(ContactFormPlaceContext)
  if (!place) return null
  const fields = blokContent<'contact_form'>(blok)
  const text = readContactFormText(place.settings, place.language)
  const Heading = under > 1 ? 'h3' : 'h2'
  const headingId = `${CONTACT_FORM}-form-title`
  const submission = place.submission
  const form: LeadFormProps = {
    action: `${CONTACT_API_PATH}#${CONTACT_FORM}-form`,
    language: place.language,
    report: CONTACT_FORM,
    text,
    rules: ANY_COUNTRY,
    contact: { page: place.page, message_label: text.message_label },
  }
  return (
    <section className="contact-form" id={`${CONTACT_FORM}-form`} aria-labelledby={headingId}>
      <Heading className="contact-form__title" id={headingId}>
        {readText(fields.title) || text.title}
      </Heading>
      {submission?.sent ? (
        <div className="lead-form__done" role="status">
          <p className="lead-form__done-title">{text.success_title}</p>
          <p>{text.success_text}</p>
        </div>
      ) : (
        <>
          <p className="contact-form__intro">{readText(fields.intro) || text.intro}</p>
          <LeadFormIsland {...form} {...(submission ? { values: submission.values, errors: submission.errors, message: submission.message } : {})} />
        </>
      )}
    </section>
  )
}
