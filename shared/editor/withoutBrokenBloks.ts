import { oncePerObject } from '../content/oncePerObject'
import { isBrokenBlok } from './isBrokenBlok'
import { modelRules } from './modelRules'

type Json = Record<string, unknown>

const isBlok = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Json).component === 'string'

/** Frozen like the content it comes from; the same object when nothing in it is broken (what derives from it by identity stays valid). */
const clean = oncePerObject((blok: Json): Json => {
  const changed: Json = {}
  for (const [field, rule] of Object.entries(modelRules(blok.component) ?? {})) {
    const value = blok[field]
    if (rule.type !== 'bloks' || !Array.isArray(value)) continue
    const kept = value.filter((item: unknown) => isBlok(item) && (!rule.allow || rule.allow.includes(String(item.component))) && !isBrokenBlok(item))
    const cleaned = kept.map((item: Json) => clean(item))
    if (cleaned.length !== value.length || cleaned.some((item, index) => item !== value[index])) changed[field] = Object.freeze(cleaned)
  }
  return Object.keys(changed).length > 0 ? Object.freeze({ ...blok, ...changed }) : blok
})

/**
 * A blok (the site settings) without the bloks in its bloks fields, at any depth, that visitors
 * never see: a component the field does not take or the model does not know, or one missing a
 * required field. The shell renders what is left, so a broken blok leaves no empty element.
 */
export function withoutBrokenBloks<T extends object | null>(blok: T): T {
  return blok === null ? blok : (clean(blok as Json) as T)
}
