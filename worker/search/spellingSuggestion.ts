import { wordTerms } from './searchTerms'
import type { SearchIndexData } from './searchIndex'

/** Edits a suggestion may be away from a word: one for short words, two from eight letters. */
const maxEdits = (word: string): number => (word.length >= 8 ? 2 : 1)

/** The edit distance between two words, or `limit + 1` once it is known to be more than `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      current.push(value)
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > limit) return limit + 1
    previous = current
  }
  return previous[b.length] ?? limit + 1
}

/**
 * A query of the site's own words close to the visitor's: each word the texts do not use is
 * replaced by the nearest one they do (its most frequent spelling), or left out when none is
 * near. Null when no word changes, or none is left.
 */
export function spellingSuggestion(data: SearchIndexData, words: readonly string[]): string | null {
  const termsOf = wordTerms(data.language)
  const vocabulary = Object.entries(data.vocabulary)
  let changed = false
  const suggested = words.flatMap((word) => {
    const { surface } = termsOf(word)
    if (Object.hasOwn(data.vocabulary, surface) || surface.length < 3) return [word]
    const limit = maxEdits(surface)
    let best: { distance: number; spelling: string } | null = null
    for (const [known, spelling] of vocabulary) {
      const distance = editDistance(surface, known, best ? Math.min(limit, best.distance) : limit)
      if (distance <= limit && (!best || distance < best.distance)) best = { distance, spelling }
    }
    changed = true
    return best ? [best.spelling] : []
  })
  return changed && suggested.length > 0 ? suggested.join(' ') : null
}
