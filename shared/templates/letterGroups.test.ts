import { describe, expect, it } from 'vitest'
import { indexLetters, letterGroups } from './letterGroups'

const lettersOf = (terms: string[]) => letterGroups(terms, (term) => term, 'en').map((group) => group.letter)

describe('the A–Z index', () => {
  it('files a term under its first letter, accents dropped, and a term starting with a digit under #', () => {
    expect(lettersOf(['Étiquette', ' cabotage', 'Übergabe', '3PL'])).toEqual(['C', 'E', 'U', '#'])
  })

  it('groups terms by letter in the language’s order, keeping the list’s order within a letter, # last', () => {
    const groups = letterGroups(['Backhaul', '3PL', 'Cabotage', 'bill of lading', 'Ėjimas'], (term) => term, 'en')
    expect(groups.map((group) => [group.letter, group.items])).toEqual([
      ['B', ['Backhaul', 'bill of lading']],
      ['C', ['Cabotage']],
      ['E', ['Ėjimas']],
      ['#', ['3PL']],
    ])
    expect(groups.map((group) => group.id)).toEqual(['letter-b', 'letter-c', 'letter-e', 'letter-23'])
  })

  it('shows every letter from A to Z, a link only where a term starts with it, and a letter outside A–Z after Z', () => {
    const letters = indexLetters(letterGroups(['Cabotage', 'Ωmega'], (term) => term, 'en'))
    expect(letters).toHaveLength(27)
    expect(letters.filter((letter) => letter.id !== null)).toEqual([
      { letter: 'C', id: 'letter-c' },
      { letter: 'Ω', id: 'letter-3a9' },
    ])
    expect(letters[0]).toEqual({ letter: 'A', id: null })
  })
})
