import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { editedTypeErrors, filesOf } from '../support/editedTypeErrors'

// The language recipe (docs/recipes.md) as the compiler enforces it: a language is its row in the one
// list (`Language`, shared/i18n/languages.ts) and its pack (shared/i18n/messages/{lang}.ts), which the
// catalogue lists. A language added to the list fails typecheck in each file that lacks its entry, a
// pack that lacks a part of the language fails in the pack, and each error names the file. The new
// language is written into the list, and its pack beside the others, in memory only.

const NEW_LANGUAGE = 'eo'
const LIST = 'shared/i18n/languages.ts'
const CATALOGUE = 'shared/i18n/messages/catalogue.ts'
const PACK = `shared/i18n/messages/${NEW_LANGUAGE}.ts`
/** Where the sections' ids join the packs' type (`SectionNames`), so that a pack is checked for every section's name. */
const SECTION_NAME = 'shared/sections/sectionName.ts'
const LANGUAGE_UNION = /export type Language = ([^\n]+)/

/** The recipe's steps besides the list's `Language`: the language's row in the list, its pack, and the catalogue's line for the pack. */
const STEPS = ['row', 'pack', 'line'] as const
type Step = (typeof STEPS)[number]
/** The file each step writes. */
const FILE_OF: Readonly<Record<Step, string>> = { row: LIST, pack: PACK, line: CATALOGUE }

/** The new language's pack: English's, under the new language's names, after `leaveOut` has taken a part of it. */
function pack(leaveOut: (text: string) => string = (text) => text): string {
  const english = readFileSync('shared/i18n/messages/en.ts', 'utf8')
  return leaveOut(english.replace('export const enReach:', `export const ${NEW_LANGUAGE}Reach:`).replace('export const en:', `export const ${NEW_LANGUAGE}:`))
}

/** The list with the new language in `Language` when `added`, and its row (a copy of English's) when `row`. */
function editList(text: string, added: boolean, row: boolean): string {
  const withRow = row ? text.replace(/^(\s*)en: (.*),$/m, `$&\n$1${NEW_LANGUAGE}: $2,`) : text
  return added ? withRow.replace(LANGUAGE_UNION, (_, union: string) => `export type Language = ${union} | '${NEW_LANGUAGE}'`) : withRow
}

/** The catalogue with the new language's line: its pack imported, its words in `CATALOGUE`, its reach in `LANGUAGE_REACH`. */
function withLine(text: string): string {
  return `import { ${NEW_LANGUAGE}, ${NEW_LANGUAGE}Reach } from './${NEW_LANGUAGE}'\n${text}`
    .replace('= { en, ', `= { en, ${NEW_LANGUAGE}, `)
    .replace(/^(\s*)en: enReach,$/m, `$&\n$1${NEW_LANGUAGE}: ${NEW_LANGUAGE}Reach,`)
}

/**
 * The type errors of the recipe's files, `file(line,col): error …` each, with the new language in
 * the list when `added` and the steps `done`; its pack is the one `packText` writes.
 */
function typeErrors(added: boolean, done: readonly Step[] = [], packText = pack()): string[] {
  const [list, catalogue] = [resolve(LIST), resolve(CATALOGUE)]
  return editedTypeErrors(
    done.includes('pack') ? [LIST, CATALOGUE, SECTION_NAME, PACK] : [LIST, CATALOGUE, SECTION_NAME],
    (path, original) => {
      if (path === list) return editList(original, added, done.includes('row'))
      return path === catalogue && done.includes('line') ? withLine(original) : original
    },
    done.includes('pack') ? { [PACK]: packText } : {},
  )
}

/** An error that the new language's entry is missing. */
const MISSING_ENTRY = new RegExp(`^[\\w/.]+\\(\\d+,\\d+\\): error TS2741: Property '${NEW_LANGUAGE}' is missing`)

test('the recipe’s files type-check with the languages as they are, and with a new language’s every step done', () => {
  expect(typeErrors(false)).toEqual([])
  expect(typeErrors(true, STEPS)).toEqual([])
})

test('a language added to the list fails typecheck in the list and the catalogue, naming the file and the language', () => {
  const errors = typeErrors(true)
  expect(filesOf(errors)).toEqual([CATALOGUE, LIST].sort())
  for (const error of errors) expect(error).toMatch(MISSING_ENTRY)
})

for (const missing of STEPS) {
  test(`a language whose one missing step is its ${missing} fails typecheck in ${missing === 'pack' ? 'the catalogue, which imports it' : FILE_OF[missing]}, and only there`, () => {
    const errors = typeErrors(
      true,
      STEPS.filter((step) => step !== missing),
    )
    expect(filesOf(errors)).toEqual([missing === 'pack' ? CATALOGUE : FILE_OF[missing]])
    for (const error of errors) expect(error).toMatch(missing === 'pack' ? new RegExp(`error TS2307: Cannot find module './${NEW_LANGUAGE}'`) : MISSING_ENTRY)
  })
}

/** A part of a language, the property its pack names it by, and the pack without it. */
const PARTS: readonly [part: string, property: string, leaveOut: (text: string) => string][] = [
  ['a word', 'skipToContent', (text) => text.replace(/^ {4}skipToContent: .*\n/m, '')],
  ['a section’s name', 'blog', (text) => text.replace(/^ {4}blog: .*\n/m, '')],
  ['what a content type’s stories call their neighbours', 'report', (text) => text.replace(/^ {4}report: \{.*\n/m, '')],
  ['its countries', 'countries', (text) => text.replace(', countries: []', '')],
  ['whether it has the whole site', 'site', (text) => text.replace('site: true, ', '')],
  ['the stemmer its search uses', 'stemmer', (text) => text.replace(", stemmer: 'English'", '')],
  ['whether its nouns compound', 'compoundWords', (text) => text.replace(', compoundWords: false', '')],
]

for (const [part, property, leaveOut] of PARTS) {
  test(`a pack without ${part} fails typecheck in the pack, naming it (${property})`, () => {
    const errors = typeErrors(true, STEPS, pack(leaveOut))
    expect(filesOf(errors)).toEqual([PACK])
    for (const error of errors) expect(error).toMatch(new RegExp(`error TS2741: Property '${property}' is missing`))
  })
}
