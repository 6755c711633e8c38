import { describe, expect, it } from 'vitest'
import { TYPE_TO_FIND_RESET_MS, typeToFindIndex } from './typeToFind'

const COUNTRIES = ['Austria', 'France', 'Finland', 'Germany', 'Romania', 'Russia']

describe('type-to-find in the select (the product constants: resets after 700 ms)', () => {
  it('resets after 700 ms', () => {
    expect(TYPE_TO_FIND_RESET_MS).toBe(700)
  })

  it('finds the first item starting with the typed letters, from the current one on', () => {
    expect(typeToFindIndex(COUNTRIES, 'fr', 0)).toBe(1)
    expect(typeToFindIndex(COUNTRIES, 'fi', 0)).toBe(2)
    expect(typeToFindIndex(COUNTRIES, 'G', -1)).toBe(3)
  })

  it('cycles through the items starting with a letter typed again and again', () => {
    expect(typeToFindIndex(COUNTRIES, 'r', 3)).toBe(4)
    expect(typeToFindIndex(COUNTRIES, 'rr', 4)).toBe(5)
    expect(typeToFindIndex(COUNTRIES, 'r', 5)).toBe(4)
  })

  it('stays where it is when nothing matches', () => {
    expect(typeToFindIndex(COUNTRIES, 'xyz', 2)).toBe(2)
  })
})
