import { useIslandText } from '../../i18n/IslandTextContext'
import { languageName } from '../../i18n/languages'

/**
 * The tag of a link to a page in another language than the page's (the English one, where the
 * visitor's has none): the language's own name, as the language switch names it, and before it a
 * few words in the page's language that only screen readers read, so the link is not silently
 * English for anyone.
 */
export function LinkLanguageTag({ language }: { language: string }) {
  const text = useIslandText()
  // The space keeps the name apart from the link's words where the link is text (rich text, Markdown for machines); a flex link drops it.
  return (
    <>
      {' '}
      <span className="link-language">
        <span className="visually-hidden">{` ${text.otherLanguagePage} `}</span>
        <span lang={language}>{languageName(language) ?? language}</span>
      </span>
    </>
  )
}
