import type { ReactNode } from 'react'
import { languagePrefix } from '../../i18n/languages'
import { MAX_QUERY_CHARS, SEARCH_PAGE } from '../../search/searchAddress'
import { Icon } from '../ui/Icon'

interface SearchFormProps {
  language: string
  /** Its field's id (a page may have more than one form). */
  id: string
  label: string
  placeholder: string
  /** What the field holds at first: the query of the search page. */
  query?: string
  className?: string
  /** The field itself, where an island puts a combobox in its place; a plain search field by default. */
  field?: ReactNode
  /** The search landmark's name, where a page has more than one (the search page's own form); the label's by default. */
  landmark?: string
}

/** A search: a GET form to the language's search page, which works without JavaScript; the field is labelled and the button named. */
export function SearchForm({ language, id, label, placeholder, query = '', className = 'search-form', field, landmark = label }: SearchFormProps) {
  return (
    <form role="search" aria-label={landmark} className={className} action={`${languagePrefix(language)}${SEARCH_PAGE}`} method="get">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {field ?? (
        <input
          id={id}
          className="search-form__field"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={MAX_QUERY_CHARS}
          autoComplete="off"
        />
      )}
      <button type="submit" className="search-form__button">
        <Icon name="search" />
        <span className="visually-hidden">{label}</span>
      </button>
    </form>
  )
}
