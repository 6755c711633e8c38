import type { LanguageChoice } from '../../i18n/LanguageChoice'
import { languageName } from '../../i18n/languages'
import { languageHref } from './languageHref'

/** The language switch's list: a link per language, in its own language, the current one marked. */
export function LanguageLinks({ language, choices }: { language: string; choices: readonly LanguageChoice[] }) {
  return (
    <ul className="language-switch__links">
      {choices.map((choice) => (
        <li key={choice.language}>
          <a href={languageHref(choice)} hrefLang={choice.language} lang={choice.language} aria-current={choice.language === language ? 'true' : undefined}>
            {languageName(choice.language) ?? choice.language}
          </a>
        </li>
      ))}
    </ul>
  )
}
