import { DEFAULT_LANGUAGE } from './languages'
import type { PluralText } from './messages/Messages'
import { fillTemplate } from '../text/fillTemplate'

/** English numbers and plurals are written the European way, like its dates. */
const ENGLISH_LOCALE = 'en-GB'

/** A count in words, in the plural form the language's rules pick (Intl.PluralRules), with the number formatted for it. */
export function countText(text: PluralText, count: number, language: string): string {
  const locale = language === DEFAULT_LANGUAGE ? ENGLISH_LOCALE : language
  const category = new Intl.PluralRules(locale).select(count) as keyof PluralText
  return fillTemplate(text[category] ?? text.other, { count: new Intl.NumberFormat(locale).format(count) })
}
