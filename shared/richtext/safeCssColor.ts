const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|(rgb|hsl)\([\d\s.,%/deg+-]+\))$/i

/** A colour from content if it is a plain colour value (no url(), no extra declarations), else undefined. */
export function safeCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return COLOR.test(trimmed) ? trimmed : undefined
}
