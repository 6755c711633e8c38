import { useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { LANGUAGE_NAMES } from '../../i18n/languages'
import { Icon } from '../ui/Icon'
import type { LanguageAlternate } from '../../i18n/LanguageAlternate'
import { languageHref } from './languageHref'
import { reportAnalytics } from './siteEvents'

interface LanguageSwitchProps {
  language: string
  languages: string[]
  alternates: LanguageAlternate[]
}

const LIST_ID = 'language-switch-list'
/** Analytics event of a language choice, with `from` and `to` language codes. */
const LANGUAGE_SWITCH_EVENT = 'Language switched'

/** A button that shows the current language and opens a list of links to the other languages. */
export function LanguageSwitch({ language, languages, alternates }: LanguageSwitchProps) {
  const text = useIslandText()
  const [open, setOpen] = useState(false)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      event.currentTarget.querySelector('button')?.focus()
    }
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }
  return (
    <div className="language-switch" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button type="button" className="language-switch__button" aria-expanded={open} aria-controls={LIST_ID} onClick={() => setOpen(!open)}>
        <Icon name="globe" size="small" />
        <span className="visually-hidden">{`${text.language}: `}</span>
        <span>{LANGUAGE_NAMES[language] ?? language}</span>
        <Icon name="chevron-down" size="small" />
      </button>
      <ul id={LIST_ID} className="language-switch__list" hidden={!open}>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={languageHref(code, alternates)}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => reportAnalytics(LANGUAGE_SWITCH_EVENT, { from: language, to: code })}
            >
              {LANGUAGE_NAMES[code] ?? code}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
