import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { languagePrefix } from '../../i18n/languages'
import { SEARCH_PAGE } from '../../search/searchAddress'
import { Icon } from '../ui/Icon'
import { SearchField } from './SearchField'

interface HeaderSearchProps {
  language: string
  /** The field's id; the panel's is derived from it. */
  id: string
}

/**
 * The header's search, as compact as the bar needs it in every language: a button that opens a
 * panel with the search field (SearchField: suggestions as the visitor types) and puts the focus
 * in it; Escape, or the focus leaving, closes it. Without JavaScript the button sends its form to
 * the search page, whose own form takes the query.
 */
export function HeaderSearch({ language, id }: HeaderSearchProps) {
  const text = useIslandText()
  const [open, setOpen] = useState(false)
  const panelId = `${id}-panel`
  useEffect(() => {
    if (open) document.getElementById(id)?.focus()
  }, [open, id])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
      setOpen(false)
      event.currentTarget.querySelector<HTMLButtonElement>('.header-search__toggle')?.focus()
    }
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }
  return (
    <div className="header-search" onKeyDown={onKeyDown} onBlur={onBlur}>
      <form action={`${languagePrefix(language)}${SEARCH_PAGE}`} method="get">
        <button
          type="submit"
          className="header-search__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(event) => {
            event.preventDefault()
            setOpen(!open)
          }}
        >
          <Icon name="search" />
          <span className="visually-hidden">{text.searchLabel}</span>
        </button>
      </form>
      <div id={panelId} className="header-search__panel" hidden={!open}>
        <SearchField language={language} id={id} />
      </div>
    </div>
  )
}
