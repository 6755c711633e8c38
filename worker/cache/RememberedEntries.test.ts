import { describe, expect, it } from 'vitest'
import { RememberedEntries } from './RememberedEntries'

describe('RememberedEntries', () => {
  it('freezes what it keeps, to any depth: changing a cached value throws', () => {
    const entries = new RememberedEntries<{ story: { name: string; tags: string[] } }>(1024)
    entries.set('en/about', { story: { name: 'About', tags: ['company'] } }, 40)
    const kept = entries.get('en/about')!
    expect(() => {
      kept.story.name = 'Changed'
    }).toThrow(TypeError)
    expect(() => kept.story.tags.push('changed')).toThrow(TypeError)
    expect(entries.get('en/about')?.story).toEqual({ name: 'About', tags: ['company'] })
  })

  it('gives back the very object it kept, so what is derived from it can be keyed by it', () => {
    const entries = new RememberedEntries<object>(1024)
    const value = { a: 1 }
    entries.set('key', value, 10)
    expect(entries.get('key')).toBe(value)
  })

  it('drops the least recently used values once their size passes the budget', () => {
    const entries = new RememberedEntries<string>(100)
    entries.set('first', 'a', 40)
    entries.set('second', 'b', 40)
    entries.get('first')
    entries.set('third', 'c', 40)
    expect([entries.get('first'), entries.get('second'), entries.get('third')]).toEqual(['a', undefined, 'c'])
  })

  it('keeps nothing larger than its whole budget', () => {
    const entries = new RememberedEntries<string>(100)
    entries.set('huge', 'x', 101)
    expect(entries.get('huge')).toBeUndefined()
  })
})
