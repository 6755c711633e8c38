/** A Storyblok space id as its settings show it: digits only, no leading zero (e.g. 288123). */
export function isSpaceId(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value)
}
