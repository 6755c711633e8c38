/** The analytics moments of the contact form (`site:analytics` events), named as the report form's are. */
export const CONTACT_EVENTS = {
  submitted: 'Contact form submitted',
  /** With `fields`: the names of the invalid fields, never their values. */
  failed: 'Contact form failed',
} as const
