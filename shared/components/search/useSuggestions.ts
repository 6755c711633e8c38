import { useCallback, useEffect, useRef, useState } from 'react'
import { normalQuery, SEARCH_API } from '../../search/searchAddress'
import type { SearchSuggestions } from '../../search/SearchResults'

/** Milliseconds of quiet after a keystroke before suggestions are asked for. */
const TYPING_PAUSE_MS = 150

/** What the field suggests: the query it was asked for, and the results' addresses and titles. */
export interface Found {
  query: string
  results: { href: string; title: string }[]
}

/**
 * The suggestions for what is typed in `input`: asked of `/api/search` once typing pauses, an
 * earlier question dropped when a new one is asked; `open` once an answer arrives.
 */
export function useSuggestions(language: string) {
  const [found, setFound] = useState<Found | null>(null)
  const [open, setOpen] = useState(false)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})

  const ask = useCallback(
    (typed: string) => {
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
        fetch(`${SEARCH_API}?${new URLSearchParams({ language, q: query })}`, { signal: request.signal })
          .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
          .then((answer) => {
            if (!answer) return
            setFound({ query, results: answer.results.map((result) => ({ href: result.path, title: result.title })) })
            setOpen(true)
          })
          // An aborted or failed request leaves the list as it was: the form still leads to the search page.
          .catch(() => undefined)
      }, TYPING_PAUSE_MS)
    },
    [language],
  )

  useEffect(() => {
    const waiting = pending.current
    return () => clearTimeout(waiting.timer)
  }, [])

  return { found, open, setOpen, ask }
}
