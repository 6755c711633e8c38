import { useId, useState, type KeyboardEvent } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { languagePrefix } from '../../i18n/languages'
import { MAX_QUERY_CHARS, searchHref } from '../../search/searchAddress'
import { fillTemplate } from '../../text/fillTemplate'
import { SearchForm } from './SearchForm'
import { useSuggestions } from './useSuggestions'

interface SearchFieldProps {
  language: string
  /** The field's id (the page may have other search fields). */
  id: string
}

/** The next option Down (+1) or Up (-1) goes to, round the list; from a closed list, the first or the last. */
function nextOption(current: number, step: 1 | -1, count: number, shown: boolean): number {
  if (!shown) return step > 0 ? 0 : count - 1
  return (current + step + count) % count
}

interface SuggestionListProps {
  id: string
  label: string
  /** Nothing while the list is closed. */
  items: { href: string; title: string }[]
  optionId: string
  active: number
}

/** The suggestions' listbox: each option opens its page when clicked; the last leads to every result. */
function SuggestionList({ id, label, items, optionId, active }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="search-suggest__list" hidden={items.length === 0}>
      {items.map((item, index) => (
        <li
          key={item.href}
          id={`${optionId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`search-suggest__option${index === items.length - 1 ? ' search-suggest__option--all' : ''}${index === active ? ' search-suggest__option--active' : ''}`}
          // Before the field's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => window.location.assign(item.href)}
        >
          {item.title}
        </li>
      ))}
    </ul>
  )
}

/**
 * The header's search field (in HeaderSearch's panel): a form to the search page whose field is an ARIA 1.2 combobox with a listbox popup: results are
 * suggested as the visitor types, Down and Up move through them (the focus stays in the field,
 * `aria-activedescendant` names the option), Enter or a click opens one, Enter with none chosen
 * sends the form, Escape closes the list. The last entry leads to every
 * result. Written for this one field: downshift, which the filters use, would triple its code.
 */
export function SearchField({ language, id }: SearchFieldProps) {
  const text = useIslandText()
  const { found, open, setOpen, ask } = useSuggestions(language)
  const [active, setActive] = useState(-1)
  const optionId = `${useId()}-option`
  const items = found
    ? [...found.results, { href: searchHref(languagePrefix(language), found.query), title: fillTemplate(text.searchAllResults, { query: found.query }) }]
    : []
  const shown = open && items.length > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault()
      setActive(nextOption(active, event.key === 'ArrowDown' ? 1 : -1, items.length, shown))
      setOpen(true)
    } else if (event.key === 'Enter' && shown && active >= 0) {
      // Enter on a chosen suggestion opens it; with none chosen, the form is sent (the search page).
      event.preventDefault()
      window.location.assign(items[active]?.href ?? '')
    } else if (event.key === 'Escape' && shown) {
      // The list closes; a second Escape is the panel's around the field.
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const field = (
    <div className="search-suggest">
      <input
        id={id}
        className="search-form__field"
        // A combobox is a text field (HTML allows the role on type=text, not on type=search); the phone's keyboard still shows Search.
        type="text"
        enterKeyHint="search"
        name="q"
        placeholder={text.searchPlaceholder}
        maxLength={MAX_QUERY_CHARS}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-suggestions`}
        aria-activedescendant={shown && active >= 0 ? `${optionId}-${active}` : undefined}
        onChange={(event) => {
          setActive(-1)
          ask(event.currentTarget.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(found !== null)}
      />
      <SuggestionList id={`${id}-suggestions`} label={text.searchSuggestions} items={shown ? items : []} optionId={optionId} active={active} />
      {shown && found?.results.length === 0 ? (
        <p className="visually-hidden" role="status">
          {text.searchNoSuggestions}
        </p>
      ) : null}
    </div>
  )
  return (
    <SearchForm
      language={language}
      id={id}
      label={text.searchLabel}
      placeholder={text.searchPlaceholder}
      className="search-form search-form--suggest"
      field={field}
    />
  )
}
