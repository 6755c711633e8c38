/**
 * The fragment the language switch adds to a link to the nearest page, a link to a page in another
 * language (SiteLink) and the redirect of an address a language lacks: the notice is that
 * fragment's target.
 */
export const NO_TRANSLATION_ID = 'no-translation'

/**
 * Tells a visitor the language switch brought here, or a link or address in a language that lacks
 * the page, that the page asked for is not in the language chosen. Every page carries it, hidden
 * unless it is the address's target (CSS `:target`, no script): the page stays the same for every
 * visitor, so the page cache keeps one copy, and the fragment never reaches the server.
 */
export function NoTranslationNotice({ text }: { text: string }) {
  return (
    <p id={NO_TRANSLATION_ID} className="no-translation-notice" role="note">
      {text}
    </p>
  )
}
