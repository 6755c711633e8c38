import { describe, expect, it } from 'vitest'
import { addProblems, eventProblems, MAX_PROPERTY_KEYS, propertyProblems, revenueProblems, RULE_MESSAGES } from './eventRules'

const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`key${index}`, index]))

describe("the tracking wrapper's rules (the validation rules)", () => {
  it('accepts numbers, strings, booleans, nested objects and arrays of numbers, strings or objects', () => {
    expect(
      propertyProblems({ count: 3, name: 'report', gated: true, fields: ['email', 'company'], sizes: [1, 2], items: [{ id: 'a' }], nested: { depth: 2 } }),
    ).toEqual([])
  })

  it('accepts at most 1000 keys', () => {
    expect(propertyProblems(keys(MAX_PROPERTY_KEYS))).toEqual([])
    expect(propertyProblems(keys(MAX_PROPERTY_KEYS + 1))).toEqual([RULE_MESSAGES.tooManyKeys])
    expect(RULE_MESSAGES.tooManyKeys).toBe('Event properties have more than 1000 keys')
    expect(propertyProblems({ nested: keys(MAX_PROPERTY_KEYS + 1) })).toEqual([RULE_MESSAGES.tooManyKeys])
  })

  it('refuses null, undefined, functions and symbols, and says which property', () => {
    expect(propertyProblems({ a: null })).toEqual([
      'Event property "a" must be a number, a string, a boolean, an object, or an array of numbers, strings or objects',
    ])
    expect(propertyProblems({ b: undefined, c: () => 1, d: Symbol('x') })).toEqual(['b', 'c', 'd'].map(RULE_MESSAGES.invalidValue))
    expect(propertyProblems({ deep: { e: null } })).toEqual([RULE_MESSAGES.invalidValue('deep.e')])
  })

  it('refuses arrays of booleans, of arrays, or with invalid objects (the SDK drops them)', () => {
    expect(propertyProblems({ flags: [true, false] })).toEqual([RULE_MESSAGES.invalidValue('flags')])
    expect(propertyProblems({ matrix: [[1, 2]] })).toEqual([RULE_MESSAGES.invalidValue('matrix')])
    expect(propertyProblems({ items: [{ id: null }] })).toEqual([RULE_MESSAGES.invalidValue('items.id')])
  })

  it('refuses property lists that are not objects, and events without a type', () => {
    expect(propertyProblems(['a'])).toEqual([RULE_MESSAGES.invalidValue('(properties)')])
    expect(propertyProblems('a')).toEqual([RULE_MESSAGES.invalidValue('(properties)')])
    expect(eventProblems('', {})).toEqual(['Event type must be a non-empty string'])
    expect(eventProblems(42, { a: 1 })).toEqual([RULE_MESSAGES.emptyEventType])
    expect(eventProblems('Click', { target: 'nav-blog' })).toEqual([])
  })

  it('allows the add operation only with a number', () => {
    expect(addProblems('downloads', 1)).toEqual([])
    expect(addProblems('downloads', -2.5)).toEqual([])
    expect(addProblems('downloads', '1')).toEqual(['The add operation on "downloads" requires a number'])
    expect(addProblems('downloads', Number.NaN)).toEqual([RULE_MESSAGES.addNotNumber('downloads')])
  })

  it('allows revenue only with a quantity greater than 0', () => {
    expect(revenueProblems(1)).toEqual([])
    expect(revenueProblems(0)).toEqual(['Revenue quantity must be greater than 0'])
    expect(revenueProblems(-1)).toEqual([RULE_MESSAGES.quantityNotPositive])
  })
})
