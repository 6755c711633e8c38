/** An e-mail address, as a visitor might type one into a search. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g
/** A phone number: seven or more digits, with the spaces, dots, dashes, slashes, brackets and plus signs people write them with. */
const PHONE = /\+?\(?\d(?:[\s./()-]*\d){6,}/g

/** A query with the e-mail addresses and phone numbers it holds replaced, before it is reported or stored anywhere. */
export function scrubSearchTerms(query: string): string {
  return query.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}
