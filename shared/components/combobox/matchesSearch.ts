function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/** True when a label contains the search, ignoring case and accents. */
export function matchesSearch(label: string, search: string): boolean {
  return folded(label).includes(folded(search))
}
