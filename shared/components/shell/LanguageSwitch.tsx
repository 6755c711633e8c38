import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { languageName } from '../../i18n/languages'
import { Icon } from '../ui/Icon'
import { reportAnalytics } from './siteEvents'

interface LanguageSwitchProps {
  language: string
  /** The list of links (LanguageLinks), a slot: rendered once by the server. */
  links: ReactNode
}

const LIST_ID = 'language-switch-list'
/** Analytics event of a language choice, with `from` and `to` language codes. */
const LANGUAGE_SWITCH_EVENT = 'Language switched'

/** A button that shows the current language and opens a list of links to the other languages. */
export function LanguageSwitch({ language, links }: LanguageSwitchProps) {
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
  const reportChoice = (event: MouseEvent) => {
    const to = (event.target as Element).closest('a[hreflang]')?.getAttribute('hreflang')
    if (to) reportAnalytics(LANGUAGE_SWITCH_EVENT, { from: language, to })
  }
  return (
    <div className="language-switch" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button type="button" className="language-switch__button" aria-expanded={open} aria-controls={LIST_ID} onClick={() => setOpen(!open)}>
        <Icon name="globe" size="small" />
        <span className="visually-hidden">{`${text.language}: `}</span>
        <span>{languageName(language) ?? language}</span>
        <Icon name="chevron-down" size="small" />
      </button>
      {/* Clicks bubble here from the links, which stay keyboard-operable themselves. */}
      <div id={LIST_ID} className="language-switch__list" hidden={!open} onClick={reportChoice}>
        {links}
      </div>
    </div>
  )
}
