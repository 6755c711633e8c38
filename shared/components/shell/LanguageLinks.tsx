import type { LanguageAlternate } from '../../i18n/LanguageAlternate'
import { languageName } from '../../i18n/languages'
import { languageHref } from './languageHref'

/** The language switch's list: a link per language, to the current entry's published alternate where there is one. */
export function LanguageLinks({ language, languages, alternates }: { language: string; languages: string[]; alternates: LanguageAlternate[] }) {
  return (
    <ul className="language-switch__links">
      {languages.map((code) => (
        <li key={code}>
          <a href={languageHref(code, alternates)} hrefLang={code} lang={code} aria-current={code === language ? 'true' : undefined}>
            {languageName(code) ?? code}
          </a>
        </li>
      ))}
    </ul>
  )
}
