/** Typed characters are collected into one search until the keyboard rests this long (the product constants). */
export const TYPE_TO_FIND_RESET_MS = 700

/**
 * The index type-to-find moves to: the next item (from the current one) whose text starts
 * with what was typed; typing one letter again and again cycles through the items starting with it.
 */
export function typeToFindIndex(labels: readonly string[], typed: string, current: number): number {
  const search = typed.toLowerCase()
  const repeated = search.length > 1 && [...search].every((char) => char === search[0])
  const prefix = repeated ? search[0]! : search
  const start = repeated || search.length === 1 ? current + 1 : Math.max(current, 0)
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length
    if (labels[index]!.toLowerCase().startsWith(prefix)) return index
  }
  return current
}
