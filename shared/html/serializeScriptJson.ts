/** Characters that could end the script element or start markup; JSON allows their \u escapes anywhere in a string. */
const UNSAFE = /[<>&\u2028\u2029]/g

/**
 * JSON for an inline data `<script>` (`application/ld+json`, `application/json`): `<`, `>`, `&`
 * and the line separators escaped as \u sequences, so no text in the content (`</script>`,
 * `<!--`) can end the element or be read as HTML.
 */
export function serializeScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
