/** A page in one language, as a site path: the language switch, hreflang links and the language redirect read these. */
export interface LanguageAlternate {
  language: string
  href: string
}
