import { use } from 'react'
import { BlokNotice } from './BlokNotice'
import { BlokNoticesContext } from './BlokNoticesContext'

type Json = Record<string, unknown>
const isBlok = (value: unknown): value is Json => typeof value === 'object' && value !== null && typeof (value as Json).component === 'string'

/** Every blok below `blok` in its bloks fields, all the way down, with the fields that lead to it (`header_items › link-list`). */
function nestedBloks(blok: object, where: string[] = []): { blok: Json; where: string }[] {
  return Object.entries(blok).flatMap(([field, value]) =>
    Array.isArray(value)
      ? value.filter(isBlok).flatMap((nested) => {
          const path = [...where, field, String(nested.component)]
          return [{ blok: nested, where: path.join(' › ') }, ...nestedBloks(nested, path)]
        })
      : [],
  )
}

/**
 * The notices of the bloks below `blok`, listed at its place, each named by the fields that lead
 * to it: for bloks a view renders through reduced views (the shell's settings, a CTA box's
 * buttons), which leave a broken one out or give it no place of its own. Preview only, like every
 * notice: published pages do not even walk the bloks.
 */
export function NestedBlokNotices({ blok }: { blok: object }) {
  if (!use(BlokNoticesContext)) return null
  return nestedBloks(blok).map((nested) => <BlokNotice key={`${nested.where}-${String(nested.blok._uid)}`} blok={nested.blok} where={nested.where} />)
}
