import { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { MarkupCopy } from '../../islands/MarkupCopy'
import { Icon } from '../ui/Icon'

interface LanguageSwitchProps {
  /** The current language's own name (the server's languageName: the islands carry no table of languages). */
  languageName: string
  /** The list of links (LanguageLinks), a slot: rendered once by the server. */
  links?: ReactNode
  /** Instead of links, the id of another switch's list, copied when this one opens (the header's copies the footer's). */
  copyOf?: string
  /** The list's id: the header and the footer each have a switch. */
  listId: string
}

/**
 * A button that shows the current language and opens a list of links to the other languages;
 * Escape or leaving it closes the list. Choosing a language is counted by the analytics tracker,
 * which sees every switch's links (client/analytics/tracker.ts).
 */
export function LanguageSwitch({ languageName, links, copyOf, listId }: LanguageSwitchProps) {
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
      <button type="button" className="language-switch__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <Icon name="globe" size="small" />
        <span className="visually-hidden">{`${text.language}: `}</span>
        <span>{languageName}</span>
        <Icon name="chevron-down" size="small" />
      </button>
      <div id={listId} className="language-switch__list" hidden={!open}>
        {copyOf ? open && <MarkupCopy sourceId={copyOf} /> : links}
      </div>
    </div>
  )
}
