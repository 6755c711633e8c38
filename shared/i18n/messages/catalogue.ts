import { de } from './de'
import { el } from './el'
import { en } from './en'
import { es } from './es'
import { et } from './et'
import { fr } from './fr'
import { it } from './it'
import { lt } from './lt'
import { lv } from './lv'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ro } from './ro'
import { ru } from './ru'
import type { Language } from '../languages'
import type { Messages } from './Messages'

/**
 * Every interface string in every language: typed, so a language or a key missing is a type
 * error. Server-side only; islands receive their part (`island`) in their props.
 * @internal tests walk every language of it; the site reads it through messagesFor.
 */
export const CATALOGUE: Readonly<Record<Language, Messages>> = { en, de, fr, es, it, pt, nl, pl, et, lv, lt, ro, ru, el }

/** A language's interface strings; a language outside the catalogue reads English. */
export function messagesFor(language: string): Messages {
  return Object.hasOwn(CATALOGUE, language) ? CATALOGUE[language as Language] : CATALOGUE.en
}
