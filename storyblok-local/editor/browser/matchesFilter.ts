/** Whether a story's words (its name, address and content type) hold every word of the filter, in any case; an empty filter keeps all. */
export function matchesFilter(words: string, filter: string): boolean {
  const haystack = words.toLowerCase()
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
