import { messagesFor } from '../i18n/messages/catalogue'
import type { ContactFormMessages } from '../i18n/messages/Messages'
import type { SiteSettings } from '../content/SiteSettings'
import { readReportFormText } from './readReportFormText'
import type { ReportFormText } from './reportFormText'

/** The contact form's words: the report form's (with the settings' privacy link and consent version), and its own where they differ. */
export type ContactFormText = ReportFormText & ContactFormMessages

/** The contact form's words in a language. Server-side only (the catalogue holds every language); the island receives them in its props. */
export function readContactFormText(settings: SiteSettings | null, language: string): ContactFormText {
  return { ...readReportFormText(settings, language), ...messagesFor(language).contactForm }
}
