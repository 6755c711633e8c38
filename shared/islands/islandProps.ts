import { isValidElement, type ReactNode } from 'react'

/** Marks the JSON script right before an `<island-root>` that holds its props (client/hydrateIsland.tsx reads it). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/** Where a slot was in the props: the browser puts an IslandSlot there, which keeps the server's markup. */
export interface SlotMarker {
  $slot: true
}

const SLOT_MARKER: SlotMarker = { $slot: true }

export function isSlotMarker(value: unknown): value is SlotMarker {
  return typeof value === 'object' && value !== null && (value as Partial<SlotMarker>).$slot === true
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

/**
 * An island's props, twice: `rendered` for the server, with every React element (at any depth of
 * arrays and plain objects) wrapped by `wrapSlot`, and `json` for the browser, with a SlotMarker
 * in its place: a slot's content travels once, as HTML.
 */
export function splitIslandProps<P extends object>(props: P, wrapSlot: (node: ReactNode) => ReactNode): { rendered: P; json: unknown } {
  const walk = (value: unknown): [unknown, unknown] => {
    if (isValidElement(value)) return [wrapSlot(value), SLOT_MARKER]
    if (Array.isArray(value)) {
      const pairs = value.map(walk)
      return [pairs.map(([rendered]) => rendered), pairs.map(([, json]) => json)]
    }
    if (isPlainObject(value)) {
      const pairs = Object.entries(value).map(([key, nested]) => [key, walk(nested)] as const)
      return [Object.fromEntries(pairs.map(([key, [rendered]]) => [key, rendered])), Object.fromEntries(pairs.map(([key, [, json]]) => [key, json]))]
    }
    return [value, value]
  }
  const [rendered, json] = walk(props)
  return { rendered: rendered as P, json }
}
