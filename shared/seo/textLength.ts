/** The length of a text as a reader counts it: characters (not UTF-16 units), spaces collapsed. */
export const textLength = (text: string): number => [...text.replace(/\s+/g, ' ').trim()].length
