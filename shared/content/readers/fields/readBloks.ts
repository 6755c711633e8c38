import type { Blok } from '../../storyblok'

/** A blocks field: the entries that are bloks (an object with a component name). */
export function readBloks(value: unknown): Blok[] {
  if (!Array.isArray(value)) return []
  return value.filter((blok): blok is Blok => typeof blok === 'object' && blok !== null && typeof (blok as { component?: unknown }).component === 'string')
}
