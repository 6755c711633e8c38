import { reachOf } from '../../shared/i18n/messages/catalogue'
import { snowballStemmer } from './snowballStemmer'

/** A word: letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu
/** Letters that keep their shape when their marks are taken off (NFD leaves them whole). */
const UNMARKED: Readonly<Record<string, string>> = { ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ı: 'i', ς: 'σ', þ: 'th', ð: 'd' }
const MARKS = /\p{M}/gu
const UNMARKED_LETTERS = new RegExp(`[${Object.keys(UNMARKED).join('')}]`, 'g')
/** A compound is at least this long, and each part at least PART letters. */
const COMPOUND_LETTERS = 9
const PART_LETTERS = 4

/** One word of a text, and where it starts. */
export interface WordAt {
  word: string
  index: number
}

/** The words of a text, in order, with their offsets. */
export function wordsOf(text: string): WordAt[] {
  return [...text.matchAll(WORD)].map((found) => ({ word: found[0], index: found.index }))
}

/** A lowercase word without its accents and marks: `ciężarówka` → `ciezarowka`, `Kühl` → `kuhl`, `ταχυδρομείο` → `ταχυδρομειο`. */
function foldWord(lowercase: string): string {
  return lowercase
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(UNMARKED_LETTERS, (letter) => UNMARKED[letter] ?? letter)
}

/** How one language turns a word into the terms it is found by. */
export interface WordTerms {
  /** The word as typed, lowercase and folded: what a typo or a prefix is matched against. */
  surface: string
  /** Its Snowball stem, folded (the surface where the language has no stemmer). */
  stem: string
}

/** A language's analysis of words: the same for the index and for queries. */
export function wordTerms(language: string): (word: string) => WordTerms {
  const stem = snowballStemmer(language)
  return (word) => {
    const lowercase = word.toLocaleLowerCase(language)
    const surface = foldWord(lowercase)
    return { surface, stem: stem ? foldWord(stem(lowercase)) : surface }
  }
}

/**
 * Every term a word of a text is indexed by: its folded form and its stem, and in a compounding language (German, Dutch)
 * the tails of a long word (`kuhlcontainer` is also `container`, `ontainer`, …), so that a
 * compound is found by its parts as typed or stemmed.
 */
export function indexTerms(language: string): (word: string) => string[] {
  const termsOf = wordTerms(language)
  // Languages whose nouns join into long compounds (their packs say so): long words are also indexed by their tails.
  const compounding = reachOf(language)?.compoundWords === true
  return (word) => {
    const { surface, stem } = termsOf(word)
    const terms = new Set([surface, stem])
    if (compounding && surface.length >= COMPOUND_LETTERS) {
      for (let start = PART_LETTERS; start <= surface.length - PART_LETTERS; start++) {
        const tail = surface.slice(start)
        terms.add(tail)
        terms.add(termsOf(tail).stem)
      }
    }
    return [...terms]
  }
}
