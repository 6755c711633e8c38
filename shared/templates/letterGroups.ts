/** The letters of the A–Z index, each shown whether or not a term starts with it. */
const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']

/** Terms that start with one letter, in the list's order. */
export interface LetterGroup<T> {
  letter: string
  /** The section's anchor (`letter-a`). */
  id: string
  items: T[]
}

/** The letter a term is filed under: its first letter without accents, upper-cased (É under E); `#` for a term that starts with a digit or sign. */
function indexLetter(term: string): string {
  const first = [...term.trim().normalize('NFD').replace(/\p{M}/gu, '')][0] ?? ''
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase() : '#'
}

/** An anchor for a letter: ASCII for A–Z, the letter's code point otherwise, so an id is always a plain token. */
const letterId = (letter: string): string =>
  /^[A-Z]$/.test(letter) ? `letter-${letter.toLowerCase()}` : `letter-${letter.codePointAt(0)?.toString(16) ?? '0'}`

/** The items grouped by their term's letter, the groups in the language's alphabetical order (`#` last). */
export function letterGroups<T>(items: readonly T[], term: (item: T) => string, language: string): LetterGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const letter = indexLetter(term(item))
    groups.set(letter, [...(groups.get(letter) ?? []), item])
  }
  return [...groups]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b, language)))
    .map(([letter, grouped]) => ({ letter, id: letterId(letter), items: grouped }))
}

/** The index's letters: A to Z, then any other letter a term starts with; each with the anchor of its section, or null where no term starts with it. */
export function indexLetters(groups: readonly LetterGroup<unknown>[]): { letter: string; id: string | null }[] {
  const ids = new Map(groups.map((group) => [group.letter, group.id]))
  const others = groups.map((group) => group.letter).filter((letter) => !ALPHABET.includes(letter))
  return [...ALPHABET, ...others].map((letter) => ({ letter, id: ids.get(letter) ?? null }))
}
