import { island } from '../islands/island'
import { LeadForm } from './LeadForm'

/** The form on the page itself (the answer to a form posted without JavaScript), enhanced once hydrated (client/islands/LeadForm.ts). */
export const LeadFormIsland = island('LeadForm', LeadForm)
