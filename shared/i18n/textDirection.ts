/** Languages written right to left (none of the site's today; a language added later may be). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'yi'])

/** The writing direction of a language, for `<html dir>`. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}
