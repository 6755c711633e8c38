/** An entry of the language switch: where choosing a language leads. */
export interface LanguageChoice {
  language: string
  /** The page in that language; where it has none, the nearest page there is in it (the page's section's list, else the home). */
  href: string
  /** `href` is that nearest page: the visitor lands there with a notice saying why. */
  fallback: boolean
}
