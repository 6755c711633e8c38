import { useCombobox } from 'downshift'
import { useEffect, useRef, useState } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { languagePrefix } from '../../i18n/languages'
import { MAX_QUERY_CHARS, normalQuery, SEARCH_API, searchHref } from '../../search/searchAddress'
import type { SearchSuggestions } from '../../search/SearchResults'
import { fillTemplate } from '../../text/fillTemplate'
import { searchLabelId, SearchForm } from './SearchForm'

/** Milliseconds of quiet after a keystroke before suggestions are asked for. */
const TYPING_PAUSE_MS = 150

/** An entry of the list: a result, or the way to all results on the search page. */
interface Suggestion {
  href: string
  title: string
}

interface SearchFieldProps {
  language: string
  /** The field's id (the header's and the phone menu's differ). */
  id: string
}

/**
 * The search field of the header and the phone menu: a form to the search page (Enter, or the
 * button, without JavaScript too) whose field, once hydrated, is an ARIA combobox (downshift's
 * `useCombobox`): results are suggested as the visitor types, arrows move through them, Enter
 * or a click opens one, Escape closes the list. The last entry leads to every result.
 */
export function SearchField({ language, id }: SearchFieldProps) {
  const text = useIslandText()
  const [found, setFound] = useState<{ query: string; results: Suggestion[] } | null>(null)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})
  const prefix = languagePrefix(language)

  const ask = (typed: string) => {
    const query = normalQuery(typed)
    clearTimeout(pending.current.timer)
    pending.current.request?.abort()
    if (query === '') {
      setFound(null)
      return
    }
    pending.current.timer = setTimeout(() => {
      const request = new AbortController()
      pending.current.request = request
      const url = `${SEARCH_API}?${new URLSearchParams({ language, q: query })}`
      fetch(url, { signal: request.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
        .then((answer) => {
          if (answer) setFound({ query, results: answer.results.map((result) => ({ href: result.path, title: result.title })) })
        })
        // An aborted or failed request leaves the list as it was: the form still leads to the search page.
        .catch(() => undefined)
    }, TYPING_PAUSE_MS)
  }
  useEffect(() => () => clearTimeout(pending.current.timer), [])

  const items: Suggestion[] = found ? [...found.results, { href: searchHref(prefix, found.query), title: fillTemplate(text.searchAllResults, { query: found.query }) }] : []
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, setInputValue, openMenu } = useCombobox<Suggestion>({
    items,
    inputId: id,
    labelId: searchLabelId(id),
    menuId: `${id}-suggestions`,
    itemToString: () => '',
    itemToKey: (item) => item?.href,
    onInputValueChange: ({ inputValue }) => ask(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) window.location.assign(selectedItem.href)
    },
  })
  const listShown = isOpen && found !== null
  const input = useRef<HTMLInputElement>(null)
  // What the visitor typed while the field's code was loading (focus starts the load) is taken up once it runs.
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed !== '' && input.current === document.activeElement) {
      setInputValue(typed)
      openMenu()
    }
  }, [setInputValue, openMenu])

  return (
    <SearchForm
      language={language}
      id={id}
      label={text.searchLabel}
      placeholder={text.searchPlaceholder}
      className="search-form search-form--suggest"
      field={
        <div className="search-suggest">
          <input
            {...getInputProps({
              ref: input,
              className: 'search-form__field',
              type: 'search',
              name: 'q',
              placeholder: text.searchPlaceholder,
              maxLength: MAX_QUERY_CHARS,
              autoComplete: 'off',
              onKeyDown: (event) => {
                // Enter without a chosen suggestion sends the form (the search page), as without JavaScript.
                if (event.key === 'Enter' && highlightedIndex < 0) (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true
              },
            })}
          />
          <ul {...getMenuProps({ className: 'search-suggest__list', 'aria-label': text.searchSuggestions })} hidden={!listShown}>
            {listShown
              ? items.map((item, index) => (
                  <li
                    key={item.href}
                    className={`search-suggest__option${index === items.length - 1 ? ' search-suggest__option--all' : ''}${index === highlightedIndex ? ' search-suggest__option--active' : ''}`}
                    {...getItemProps({ item, index })}
                  >
                    {item.title}
                  </li>
                ))
              : null}
          </ul>
          {listShown && found.results.length === 0 ? (
            <p className="visually-hidden" role="status">
              {text.searchNoSuggestions}
            </p>
          ) : null}
        </div>
      }
    />
  )
}
