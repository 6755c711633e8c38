import type { SearchExcerpt } from '../../shared/search/SearchResults'
import { indexTerms, wordsOf } from './searchTerms'

/** Characters an excerpt shows, and how many of them come before its first marked word. */
const EXCERPT_CHARS = 220
const LEAD_CHARS = 60

/** Matched words an excerpt's start is chosen among: the first ones, on a long text. */
const MAX_CANDIDATES = 200

/** The matched word from which an excerpt shows the most different matched words (the first of equals): where the query's words stand together. */
function bestStart(matchedWords: readonly { word: string; index: number }[], language: string): { word: string; index: number } | undefined {
  const candidates = matchedWords.slice(0, MAX_CANDIDATES)
  let best: { at: (typeof candidates)[number]; distinct: number } | undefined
  for (const [position, at] of candidates.entries()) {
    const shown = new Set<string>()
    for (const other of candidates.slice(position)) {
      if (other.index + other.word.length > at.index + EXCERPT_CHARS - LEAD_CHARS) break
      shown.add(other.word.toLocaleLowerCase(language))
    }
    if (!best || shown.size > best.distinct) best = { at, distinct: shown.size }
  }
  return best?.at
}

/**
 * The part of a text around the words a result matched (where most of them stand together), cut at word boundaries, with
 * every matched word in it marked: as text and marks, never as markup. Without a matched word
 * (the title matched), the text's beginning.
 */
export function searchExcerpt(text: string, matchedTerms: readonly string[], language: string): SearchExcerpt {
  const matched = new Set(matchedTerms)
  const termsOf = indexTerms(language)
  const known = new Map<string, boolean>()
  const matches = (word: string): boolean => {
    const key = word.toLocaleLowerCase(language)
    let found = known.get(key)
    if (found === undefined) {
      found = termsOf(word).some((term) => matched.has(term))
      known.set(key, found)
    }
    return found
  }
  const words = wordsOf(text)
  const first = bestStart(
    words.filter(({ word }) => matches(word)),
    language,
  )
  let start = first ? Math.max(0, first.index - LEAD_CHARS) : 0
  if (start > 0) start = words.find(({ index }) => index >= start)?.index ?? start
  let end = Math.min(text.length, start + EXCERPT_CHARS)
  if (end < text.length) {
    const last = words.filter(({ index, word }) => index < end && index + word.length <= end).at(-1)
    if (last) end = last.index + last.word.length
  }
  const parts: SearchExcerpt['parts'] = []
  let at = start
  for (const { word, index } of words) {
    if (index < start || index + word.length > end || !matches(word)) continue
    if (index > at) parts.push({ text: text.slice(at, index).replace(/\s+/g, ' '), marked: false })
    parts.push({ text: word, marked: true })
    at = index + word.length
  }
  if (at < end) parts.push({ text: text.slice(at, end).replace(/\s+/g, ' '), marked: false })
  return { parts, cutBefore: start > 0, cutAfter: end < text.length }
}
