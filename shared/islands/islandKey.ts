import { isValidElement } from 'react'

/** Stable ids for the objects a key names by identity: the page's interface words and frozen content. */
const ids = new WeakMap<object, number>()
let nextId = 0

function idOf(value: object): number {
  let id = ids.get(value)
  if (id === undefined) ids.set(value, (id = nextId++))
  return id
}

/**
 * Everything an island's markup is made of, as one string: its name, its words (by identity) and
 * its props, slots included (each element as its component's name and props, to any depth). Two
 * islands with the same key render the same markup, since components are pure functions of these.
 * A frozen object is named by identity, not spelled out: content an isolate remembers is deep-frozen
 * (worker/content/RememberedEntries.ts, shared/content/compactSettings.ts), so it cannot change, and
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
