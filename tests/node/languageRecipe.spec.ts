import { expect, test } from '@playwright/test'
import { resolve } from 'node:path'
import { editedTypeErrors, filesOf } from '../support/editedTypeErrors'

// The language recipe (docs/recipes.md) as the compiler enforces it: a language added to the one list
// (`Language`, shared/i18n/languages.ts) fails typecheck in every table that lacks its entry, and each
// error names the table's file. The new language is written into the list in memory only.

const LIST = 'shared/i18n/languages.ts'
/** The recipe's tables, each a `Record<Language, …>`: the files whose entry a new language needs. */
const TABLES = [
  'shared/i18n/languages.ts',
  'shared/i18n/messages/catalogue.ts',
  'shared/sections/sectionNames.ts',
  'shared/sections/neighbourNames.ts',
  'worker/visitorLanguage/countryLanguages.ts',
]
const LANGUAGE_UNION = /export type Language = ([^\n]+)/
const NEW_LANGUAGE = 'sv'

/** A table with the new language's entry: a copy of each English one (`en: …,` rows and the catalogue's `{ en, …`). */
function withEntry(text: string): string {
  return text.replace(/^(\s*)en: (.*),$/gm, `$&\n$1${NEW_LANGUAGE}: $2,`).replace('{ en, ', `{ en, ${NEW_LANGUAGE}: en, `)
}

/**
 * The type errors of the recipe's tables, `file(line,col): error …` each, with the new language in
 * the list when `added`, and its entry in the tables of `entered`.
 */
function typeErrors(added: boolean, entered: readonly string[] = []): string[] {
  const list = resolve(LIST)
  return editedTypeErrors(TABLES, (path, original) => {
    const text = entered.some((table) => resolve(table) === path) ? withEntry(original) : original
    return added && path === list ? text.replace(LANGUAGE_UNION, (_, union: string) => `export type Language = ${union} | '${NEW_LANGUAGE}'`) : text
  })
}

test('the recipe’s tables type-check with the languages as they are, and with a new language entered in each', () => {
  expect(typeErrors(false)).toEqual([])
  expect(typeErrors(true, TABLES)).toEqual([])
})

/** An error that the new language's entry is missing (one per row in the tables of rows, such as sectionNames.ts). */
const MISSING_ENTRY = new RegExp(`^[\\w/.]+\\(\\d+,\\d+\\): error TS2741: Property '${NEW_LANGUAGE}' is missing`)

test('a language added to the list fails typecheck in each table without its entry, naming the file and the language', () => {
  const errors = typeErrors(true)
  expect(filesOf(errors)).toEqual([...TABLES].sort())
  for (const error of errors) expect(error).toMatch(MISSING_ENTRY)
})

for (const missing of TABLES) {
  test(`a language whose one missing entry is in ${missing} fails typecheck there, and only there`, () => {
    const errors = typeErrors(
      true,
      TABLES.filter((table) => table !== missing),
    )
    expect(filesOf(errors)).toEqual([missing])
    for (const error of errors) expect(error).toMatch(MISSING_ENTRY)
  })
}
