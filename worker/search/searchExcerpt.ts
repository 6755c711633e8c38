import type { SearchExcerpt } from '../../shared/search/SearchResults'
import { indexTerms, wordsOf } from './searchTerms'

/** Characters an excerpt shows, and how many of them come before its first marked word. */
const EXCERPT_CHARS = 220
const LEAD_CHARS = 60

/**
 * The part of a text around the first of its words a result matched, cut at word boundaries, with
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
  const first = words.find(({ word }) => matches(word))
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
