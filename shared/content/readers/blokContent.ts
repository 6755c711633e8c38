import type { ComponentName, UncheckedContent } from '../schema/contentModel'
import type { Blok } from '../storyblok'

/** A blok's fields as the content model declares them for component `N` (its caller has checked `blok.component`). */
export function blokContent<N extends ComponentName>(blok: Blok): UncheckedContent<N> {
  return blok as UncheckedContent<N>
}
