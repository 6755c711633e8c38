/** A text field's trimmed value; anything that is not a string is empty. */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
