import { de, deReach } from './de'
import { el, elReach } from './el'
import { en, enReach } from './en'
import { es, esReach } from './es'
import { et, etReach } from './et'
import { fr, frReach } from './fr'
import { it, itReach } from './it'
import { lt, ltReach } from './lt'
import { lv, lvReach } from './lv'
import { nl, nlReach } from './nl'
import { pl, plReach } from './pl'
import { pt, ptReach } from './pt'
import { ro, roReach } from './ro'
import { ru, ruReach } from './ru'
import type { Language, LanguageReach } from '../languages'
import type { Messages } from './Messages'

/**
 * Every interface string in every language: typed, so a language or a key missing is a type
 * error. Server-side only; islands receive their part (`island`) in their props.
 * @internal tests walk every language of it; the site reads it through messagesFor.
 */
export const CATALOGUE: Readonly<Record<Language, Messages>> = { en, de, fr, es, it, pt, nl, pl, et, lv, lt, ro, ru, el }

/**
 * Where each language is served, by its pack (its `Reach`): the whole site, the press pages, the
 * countries whose visitors it is the default for, how search reads its words. In the catalogue's
 * order, which is the order of the languages everywhere (the language switch, sitemaps, alternates).
 * Read by the worker only (worker/config/, worker/visitorLanguage/, worker/search/).
 */
export const LANGUAGE_REACH: Readonly<Record<Language, LanguageReach>> = {
  en: enReach,
  de: deReach,
  fr: frReach,
  es: esReach,
  it: itReach,
  pt: ptReach,
  nl: nlReach,
  pl: plReach,
  et: etReach,
  lv: lvReach,
  lt: ltReach,
  ro: roReach,
  ru: ruReach,
  el: elReach,
}

/** A language's reach; undefined for a language the site does not know. */
export function reachOf(language: string): LanguageReach | undefined {
  return Object.hasOwn(LANGUAGE_REACH, language) ? LANGUAGE_REACH[language as Language] : undefined
}

/** A language's interface strings; a language outside the catalogue reads English. */
export function messagesFor(language: string): Messages {
  return Object.hasOwn(CATALOGUE, language) ? CATALOGUE[language as Language] : CATALOGUE.en
}
