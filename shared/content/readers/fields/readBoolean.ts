/** A boolean field: true only for `true` (or the string 'true' an import may leave). */
export function readBoolean(value: unknown): boolean {
  return value === true || value === 'true'
}
