import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { editedTypeErrors, filesOf } from '../support/editedTypeErrors'

// The form field recipe (docs/recipes.md, "Add a form field") as the compiler enforces it: a text
// input added to LEAD_FIELDS (shared/leadRules/leadFields.ts) fails typecheck until the catalogues'
// type has its label, and then in every catalogue without its words, each error naming the file.
// With its words everywhere, every list of fields that reads LEAD_FIELDS type-checks with it. The
// new field is written in memory only; its column's migration is the workerd test's
// (shared/leadRules/leadColumns.test.ts).

const LIST = 'shared/leadRules/leadFields.ts'
const NEW_FIELD = 'recipe_field'
const LABEL = `${NEW_FIELD}_label`
const NEW_ROW = `  ${NEW_FIELD}: { value: 'text', column: '${NEW_FIELD}', maxLength: 40, input: { type: 'text', label: '${LABEL}', editorName: 'Recipe field label' } },\n`
/** Where the new row goes: after the inputs, before the phone's row (and its doc comment). */
const PHONE_ROW = /^(?: {2}\/\*\*.*\*\/\n)? {2}phone: /m
/** The form's words of a language: each holds the company input's label. */
const COMPANY_LABEL = /^(\s*)company_label: ('.*'),$/m

/** The catalogues' type: it declares the company input's label. */
const COMPANY_LABEL_TYPE = /^(\s*)company_label: string$/m

/** The files of shared/i18n whose text matches `pattern`. */
function i18nFiles(pattern: RegExp, folder = 'shared/i18n'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return i18nFiles(pattern, path)
    return /\.ts$/.test(entry.name) && pattern.test(readFileSync(path, 'utf8')) ? [path] : []
  })
}
/** Every catalogue: each gives the company input's label in words. */
const CATALOGUES = i18nFiles(COMPANY_LABEL).sort()
const [MESSAGES = ''] = i18nFiles(COMPANY_LABEL_TYPE)
/** What reads LEAD_FIELDS (the form, the rules, the stored columns, the settings' words) and every catalogue. */
const ROOTS = [
  LIST,
  'shared/leadRules/validateLead.ts',
  'shared/leadRules/leadColumns.ts',
  'shared/leadForm/LeadForm.tsx',
  'shared/content/schema/reportFormBlock.ts',
  ...CATALOGUES,
]

/** The new field's step in a file of the recipe: its row in LEAD_FIELDS, its label in the catalogues' type, its words in a catalogue. */
function withStep(path: string, text: string): string {
  if (path === resolve(LIST)) {
    if (!PHONE_ROW.test(text)) throw new Error(`${LIST} no longer has the phone's row to write the new field before`)
    return text.replace(PHONE_ROW, `${NEW_ROW}$&`)
  }
  if (path === resolve(MESSAGES)) return text.replace(COMPANY_LABEL_TYPE, `$&\n$1${LABEL}: string`)
  return text.replace(COMPANY_LABEL, `$&\n$1${LABEL}: 'Recipe field',`)
}

/** The type errors, `file(line,col): error …` each, with the new field's step taken in each file of `steps`. */
function typeErrors(steps: readonly string[]): string[] {
  const edited = new Set(steps.map((step) => resolve(step)))
  return editedTypeErrors(ROOTS, (path, text) => (edited.has(path) ? withStep(path, text) : text))
}

test('the fields type-check as they are, and with a new text input, its label in the catalogues’ type and its words in every catalogue', () => {
  expect(MESSAGES, 'the file of shared/i18n that declares company_label: string').not.toBe('')
  expect(CATALOGUES.length).toBeGreaterThanOrEqual(14)
  expect(typeErrors([])).toEqual([])
  expect(typeErrors([LIST, MESSAGES, ...CATALOGUES])).toEqual([])
})

test('a text input added to LEAD_FIELDS alone fails typecheck in its row: its label is no word of the catalogues yet', () => {
  const errors = typeErrors([LIST])
  expect(filesOf(errors)).toEqual([LIST])
  expect(errors.join('\n')).toMatch(new RegExp(`'"${LABEL}"' is not assignable`))
})

/** An error that a catalogue lacks the new field's words. */
const MISSING_WORDS = new RegExp(`^[\\w/.]+\\(\\d+,\\d+\\): error TS2741: Property '${LABEL}' is missing`)

test('with its label in the catalogues’ type, typecheck names every catalogue without its words', () => {
  const errors = typeErrors([LIST, MESSAGES])
  expect(filesOf(errors)).toEqual(CATALOGUES)
  for (const error of errors) expect(error).toMatch(MISSING_WORDS)
})

test('a catalogue left without the words fails typecheck there, and only there', () => {
  const missing = CATALOGUES.find((path) => path.endsWith('/de.ts')) ?? CATALOGUES[0]!
  const errors = typeErrors([LIST, MESSAGES, ...CATALOGUES.filter((path) => path !== missing)])
  expect(filesOf(errors)).toEqual([missing])
  for (const error of errors) expect(error).toMatch(MISSING_WORDS)
})
