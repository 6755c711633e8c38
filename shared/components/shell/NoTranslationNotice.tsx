/** The fragment the language switch adds to a link to the nearest page: the notice is that fragment's target. */
export const NO_TRANSLATION_ID = 'no-translation'

/**
 * Tells a visitor the language switch brought here that the page they were reading has no
 * translation in this language. Every page carries it, hidden unless it is the address's target
 * (CSS `:target`, no script): the page stays the same for every visitor, so the page cache keeps
 * one copy, and the fragment never reaches the server.
 */
export function NoTranslationNotice({ text }: { text: string }) {
  return (
    <p id={NO_TRANSLATION_ID} className="no-translation-notice" role="note">
      {text}
    </p>
  )
}
