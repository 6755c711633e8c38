const replacements: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', '’': '-', "'": '-', '₂': '2' }

/** Storyblok-style slug: lower case ASCII words joined by dashes (German umlauts transliterated, accents dropped, apostrophes split words). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß’'₂]/g, (character) => replacements[character] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
