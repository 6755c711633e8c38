/** The demo company's ways to get in touch, which the pages' texts name as `{phone}`, `{email}` and so on. */
export const companyContact = {
  phone: '+49 30 1234 5670',
  email: 'hello@example.com',
  pressEmail: 'press@example.com',
  privacyEmail: 'privacy@example.com',
  jobsPhone: '+49 30 1234 5679',
  jobsEmail: 'jobs@example.com',
  /** Where the operations team's openings take applications (the others go to jobsEmail, the settings' address). */
  operationsJobsEmail: 'operations-jobs@example.com',
} as const

/** A phone number as a `tel:` target. */
export const telTarget = (phone: string): string => `tel:${phone.replace(/\s/g, '')}`
