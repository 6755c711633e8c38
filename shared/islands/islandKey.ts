import { isValidElement } from 'react'
import { oncePerObject } from '../content/oncePerObject'

let nextId = 0

/** A stable id for each object a key names by identity: the page's interface words and frozen content. */
const idOf = oncePerObject((_value: object) => nextId++)

/**
 * Everything an island's markup is made of, as one string: its name, its words (by identity) and
 * its props, slots included (each element as its component's name and props, to any depth). Two
 * islands with the same key render the same markup, since components are pure functions of these.
 * A frozen object is named by identity, not spelled out: content an isolate remembers is deep-frozen
 * (worker/cache/RememberedEntries.ts states the rule; shared/content/compactSettings.ts), so it cannot change, and
 * the same content read again is a new object with a new key (a miss, never a wrong hit).
 */
export function islandKey(name: string, words: object | null, props: object): string {
  const json = JSON.stringify(props, (_field, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value
    if (isValidElement(value)) {
      const type = typeof value.type === 'string' ? value.type : ((value.type as { name?: string }).name ?? '?')
      return { $element: type, key: value.key, props: { ...(value.props as object) } }
    }
    return Object.isFrozen(value) ? { $id: idOf(value) } : value
  })
  return `${name}|${words ? idOf(words) : '-'}|${json}`
}
