/** The territory Open Graph pairs with each site language (`og:locale` is language_TERRITORY). */
const TERRITORIES: Readonly<Record<string, string>> = {
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  es: 'ES',
  pt: 'PT',
  ru: 'RU',
  nl: 'NL',
  pl: 'PL',
  et: 'EE',
  lv: 'LV',
  lt: 'LT',
  el: 'GR',
  ro: 'RO',
}

/** A language's `og:locale` (`de_DE`); the bare language when its territory is unknown. */
export function openGraphLocale(language: string): string {
  const territory = Object.hasOwn(TERRITORIES, language) ? TERRITORIES[language] : undefined
  return territory ? `${language}_${territory}` : language
}
