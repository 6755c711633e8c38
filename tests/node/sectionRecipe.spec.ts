import { expect, test } from '@playwright/test'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { editedTypeErrors, filesOf } from '../support/editedTypeErrors'

// The section recipe (docs/recipes.md) as the compiler enforces it: a row added to the sections
// list (shared/sections/sections.ts) fails typecheck until each of its entries exists, and each
// error names the file and what is missing. The new row is written into the list in memory only.

const LIST = 'shared/sections/sections.ts'
/** The files a new section needs an entry in, each with a `Record<SectionId, …>`: every language pack, for its name. */
const TABLES = readdirSync('shared/i18n/messages')
  .filter((file) => /^[a-z]{2}\.ts$/.test(file))
  .map((file) => `shared/i18n/messages/${file}`)
/** Where the sections' ids join the packs' type (`SectionNames`), so that each pack is checked against the list. */
const SECTION_NAME = 'shared/sections/sectionName.ts'
const NEW_SECTION = 'digest'
const LIST_END = '] as const satisfies readonly (SectionRow & Adjacency)[]'

/** A digest section (a name no recipe tried for real takes) listing, from its own folder, the blog's content type, or the content types `types` names (their declarations, shared/content/types/). */
function newRow(types = 'blogPostType'): string {
  return `  {
    id: '${NEW_SECTION}',
    basePath: '/${NEW_SECTION}',
    listKind: 'digestList',
    folder: '${NEW_SECTION}',
    availability: 'site',
    types: [${types}],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['${NEW_SECTION}'] }],
    adjacent: true,
    feed: '${NEW_SECTION}',
  },
`
}

/** A pack with the new section's name: a copy of the blog's, written before it. */
function withEntry(text: string): string {
  if (!/^ {4}blog: .*,$/m.test(text)) throw new Error('the pack names no blog section')
  return text.replace(/^ {4}blog: (.*),$/m, `    ${NEW_SECTION}: $1,\n$&`)
}

const BLOCKS = 'shared/content/schema/pageTypes.ts'
const BLOCKS_NAMED = 'export const pageTypeBlocks = {\n'
/** A new content type, digest items, as the recipe writes it: its block in the model's page types, its module (its reader, its declaration). */
const NEW_TYPE = 'shared/content/types/digestItem.ts'
const NEW_TYPE_BLOCK = `
export const digestItemBlock = defineBlock({
  ...rootBlock,
  name: 'digest_item',
  display_name: 'Digest item',
  fields: [titleField(), bodyField(), unlistedField(), contentTab(['title', 'body']), seoTab(['unlisted'])],
})
`
const NEW_TYPE_MODULE = `import type { digestItemBlock } from '../schema/pageTypes'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

function readDigestItemTeaser(story: Story): Teaser {
  const content = storyContent<typeof digestItemBlock>(story)
  return { ...EMPTY_TEASER, title: readText(content.title) || story.name, body: readRichText(content.body), link: storyLink(story) }
}

export const digestItemType = {
  component: 'digest_item' satisfies (typeof digestItemBlock)['name'],
  pageKind: 'digestItem',
  readTeaser: readDigestItemTeaser,
  schemaType: 'NewsArticle',
  neighbours: 'article',
} as const satisfies ContentTypeDeclaration
`

/** Where the new content type stands: nowhere, its module alone, with its block, or with its block named in the model's page types. */
type NewType = 'none' | 'module' | 'module and block' | 'module and named block'

/**
 * The type errors of the shared code, `file(line,col): error …` each, with the new section's row
 * (`row`, null for none) in the list, its entry in the tables of `entered`, and the new content
 * type as far as `newType` says (the list imports its module wherever it exists).
 */
function typeErrors(row: string | null, entered: readonly string[] = [], newType: NewType = 'none'): string[] {
  const list = resolve(LIST)
  const blocks = resolve(BLOCKS)
  const added: Record<string, string> = newType === 'none' ? {} : { [NEW_TYPE]: NEW_TYPE_MODULE }
  return editedTypeErrors(
    [LIST, SECTION_NAME, ...TABLES],
    (path, original) => {
      let text = entered.some((table) => resolve(table) === path) ? withEntry(original) : original
      if (row !== null && path === list) {
        if (!text.includes(LIST_END)) throw new Error(`${LIST} no longer ends its rows with ${LIST_END}`)
        text = text.replace(LIST_END, row + LIST_END)
      }
      if (newType !== 'none' && path === list) text = `import { digestItemType } from '../content/types/digestItem'\n${text}`
      if ((newType === 'module and block' || newType === 'module and named block') && path === blocks) {
        if (!text.includes(BLOCKS_NAMED)) throw new Error(`${BLOCKS} no longer names its blocks in ${JSON.stringify(BLOCKS_NAMED)}`)
        text = text.replace(BLOCKS_NAMED, `${NEW_TYPE_BLOCK}\n${BLOCKS_NAMED}${newType === 'module and named block' ? '  digestItemBlock,\n' : ''}`)
      }
      return text
    },
    added,
  )
}

test('the sections type-check as they are, and with a new section entered in each table', () => {
  expect(typeErrors(null)).toEqual([])
  expect(typeErrors(newRow(), TABLES)).toEqual([])
})

test('a section added to the list fails typecheck in each table without its row, naming the file and the section', () => {
  const errors = typeErrors(newRow())
  expect(filesOf(errors)).toEqual([...TABLES].sort())
  for (const error of errors) expect(error).toMatch(new RegExp(`^[\\w/.]+\\(\\d+,\\d+\\): error TS\\d+: .*Property '${NEW_SECTION}' is missing`, 's'))
})

test('a section that links its stories’ neighbours fails typecheck in the list until its content types name what they are called', () => {
  // Glossary entries name no neighbours: their section does not link them.
  const errors = typeErrors(newRow('glossaryEntryType'), TABLES)
  expect(filesOf(errors)).toEqual([LIST])
  expect(errors.join('\n')).toMatch(/neighbours/)
})

test('a new content type is its module and its block named in the model’s page types: the section lists it, and it type-checks', () => {
  expect(typeErrors(newRow('digestItemType'), TABLES, 'module and named block')).toEqual([])
})

test('a content type’s module without its block fails typecheck in the module, naming the block', () => {
  const errors = typeErrors(newRow('digestItemType'), TABLES, 'module')
  expect(filesOf(errors)).toEqual([NEW_TYPE])
  expect(errors.join('\n')).toMatch(/digestItemBlock/)
})

test('a section listing a content type whose block the model does not name fails typecheck in the list, naming the component', () => {
  const errors = typeErrors(newRow('digestItemType'), TABLES, 'module and block')
  expect(filesOf(errors)).toEqual([LIST])
  expect(errors.join('\n')).toMatch(/"digest_item"/)
})
