import type { Blok, StoryRecord } from '../space/DemoData'
import { button } from './button'
import { companyContact, telTarget } from './companyContact'
import type { FullLanguageCopy } from './copy/FullLanguageCopy'
import type { SpaceBuilder } from './SpaceBuilder'
import { withContacts } from './textPage'

/** The contact page's box: the team's address and phone number as links, and the way to the careers page (`careers`, in the page's language or English). */
export function contactBox(builder: SpaceBuilder, contact: FullLanguageCopy['pages']['contact'], careers: StoryRecord): Blok {
  return builder.blok('cta_box', {
    title: contact.boxTitle,
    text: withContacts(contact.boxText),
    links: [
      button(builder, companyContact.email, builder.emailLink(companyContact.email), 'white', 'contact-email', 'mail'),
      button(builder, companyContact.phone, builder.urlLink(telTarget(companyContact.phone), false), 'white', 'contact-phone'),
      button(builder, contact.careersLink, builder.storyLink(careers), 'transparent', 'contact-careers', 'arrow-right'),
    ],
    image: builder.asset('contact-team', contact.boxTitle),
  })
}
