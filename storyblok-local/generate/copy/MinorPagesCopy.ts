import type { FullLanguageCopy, PageCopy } from './FullLanguageCopy'

/** A company page of a language with only its company pages: its head and the paragraphs of its text, as the English page has them. */
export interface CompanyPageCopy extends PageCopy {
  paragraphs: string[]
}

/**
 * The company pages of a site language that has no other pages (es, it, pt, nl, pl, et, lv, lt,
 * ro): about, for shippers, for carriers, contact, privacy and imprint, each with the English page's
 * structure; the privacy policy and the imprint state the English pages' facts.
 */
export interface MinorPagesCopy extends Pick<FullLanguageCopy['pages'], 'contact' | 'privacy' | 'imprint'> {
  /** The start page of the language's list of pages (`/{lang}/pages`): its title and description. */
  pagesList: { title: string; description: string }
  about: CompanyPageCopy
  forShippers: CompanyPageCopy
  forCarriers: CompanyPageCopy
}
