/** A readable title from an asset's file name: `european-road-freight-index-q1-2023.pdf` → `European road freight index q1 2023`. */
export function assetTitle(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
