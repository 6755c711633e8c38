import { richText, type RichTextNode } from './richText'

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

/** The contacts' placeholders in a copy text: `{phone}`, `{jobsEmail}`. */
const PLACEHOLDER = /\{(\w+)\}/g

type ContactName = keyof typeof companyContact

const isContact = (name: string): name is ContactName => Object.hasOwn(companyContact, name)

/** A contact as rich text: the address or number itself, as the link that writes to it or calls it. */
function contactNode(name: ContactName): RichTextNode {
  const value = companyContact[name]
  return richText.text(value, /email$/i.test(name) ? richText.mark.emailLink(value) : richText.mark.phoneLink(value))
}

/**
 * A copy text as a rich text paragraph's content, with the company's contacts in it as links
 * (`mailto:` for an e-mail address, `tel:` for a phone number), so a visitor can write or call
 * from where the text names them. Unknown placeholders stay as they are.
 */
export function withContactLinks(text: string): RichTextNode[] {
  const nodes: RichTextNode[] = []
  let from = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? ''
    if (!isContact(name)) continue
    if (match.index > from) nodes.push(richText.text(text.slice(from, match.index)))
    nodes.push(contactNode(name))
    from = match.index + match[0].length
  }
  if (from < text.length) nodes.push(richText.text(text.slice(from)))
  return nodes
}
