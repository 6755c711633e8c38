/**
 * Characters no lead field takes, in the browser and in the worker (validateLead), and that the
 * export strips from anything stored before this rule: C0 controls but tab and line breaks (which
 * the message keeps), DEL and the C1 controls (terminal escapes start with ESC), the bidirectional
 * controls (U+202E turns `exe.pdf` into `fdp.exe`) and the invisible zero-width space, word
 * joiner and byte-order mark. The zero-width joiner and non-joiner stay: emoji sequences and some
 * scripts need them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
export const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/

/** Line breaks and tabs, which only the message, of all fields, keeps. */
const LINE_CHARACTERS = /[\t\n\r]/

/** Whether a field's value holds a character it may not: any hidden one, and a line break or tab in a one-line field. */
export function holdsHiddenCharacters(value: string, multiline: boolean): boolean {
  return HIDDEN_CHARACTERS.test(value) || (!multiline && LINE_CHARACTERS.test(value))
}
