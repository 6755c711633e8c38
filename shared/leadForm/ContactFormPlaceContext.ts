import { createContext } from 'react'
import type { LeadSubmission } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'

/** What a contact form blok needs from the page it sits on, which a blok's view is not handed: provided by the generic page's template. */
export interface ContactFormPlace {
  language: string
  settings: SiteSettings | null
  /** The page's address below the language prefix (`/contact`), posted with the form. */
  page: string
  /** A form posted without JavaScript, back on its page: filled in with its errors, or taken (its thanks). */
  submission?: LeadSubmission | undefined
}

/** The page a contact form is placed on; null where no page provides it (the blok then shows nothing). */
export const ContactFormPlaceContext = createContext<ContactFormPlace | null>(null)
