import { expect, test } from '@playwright/test'
import { resolve } from 'node:path'
import { editedTypeErrors, filesOf } from '../support/editedTypeErrors'

// The section recipe (docs/recipes.md) as the compiler enforces it: a row added to the sections
// list (shared/sections/sections.ts) fails typecheck until each of its entries exists, and each
// error names the file and what is missing. The new row is written into the list in memory only.

const LIST = 'shared/sections/sections.ts'
/** The tables a new section needs a row in, each a `Record<SectionId, …>`. */
const TABLES = ['shared/sections/sectionNames.ts']
const NEW_SECTION = 'news'
const LIST_END = '] as const satisfies readonly (SectionRow & Adjacency)[]'

/** A news section listing the blog's content type from its own folder; `type` replaces its content type's fields. */
function newRow(type = "component: 'blog_post', pageKind: 'blogArticle', readTeaser: readBlogPostTeaser, neighbours: 'article'"): string {
  return `  {
    id: '${NEW_SECTION}',
    basePath: '/${NEW_SECTION}',
    listKind: 'newsList',
    folder: '${NEW_SECTION}',
    availability: 'site',
    types: [{ ${type} }],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['${NEW_SECTION}'] }],
    adjacent: true,
    feed: '${NEW_SECTION}',
  },
`
}

/** A table with the new section's row: a copy of the blog's (every language's name), written before it. */
function withEntry(text: string): string {
  const blog = /^ {2}blog: (\{[\s\S]*?^ {2}\}),$/m.exec(text)?.[1]
  if (!blog) throw new Error('the table has no blog row')
  return text.replace(/^ {2}blog: \{$/m, `  ${NEW_SECTION}: ${blog},\n$&`)
}

/**
 * The type errors of the shared code, `file(line,col): error …` each, with the new section's row
 * (`row`, null for none) in the list and its entry in the tables of `entered`.
 */
function typeErrors(row: string | null, entered: readonly string[] = []): string[] {
  const list = resolve(LIST)
  return editedTypeErrors([LIST, ...TABLES], (path, original) => {
    let text = entered.some((table) => resolve(table) === path) ? withEntry(original) : original
    if (row !== null && path === list) {
      if (!text.includes(LIST_END)) throw new Error(`${LIST} no longer ends its rows with ${LIST_END}`)
      text = text.replace(LIST_END, row + LIST_END)
    }
    return text
  })
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
  const errors = typeErrors(newRow("component: 'blog_post', pageKind: 'blogArticle', readTeaser: readBlogPostTeaser"), TABLES)
  expect(filesOf(errors)).toEqual([LIST])
  expect(errors.join('\n')).toMatch(/neighbours/)
})

test('a section listing a content type the model lacks fails typecheck in the list, naming the component', () => {
  const errors = typeErrors(newRow("component: 'news_item', pageKind: 'blogArticle', readTeaser: readBlogPostTeaser, neighbours: 'article'"), TABLES)
  expect(filesOf(errors)).toEqual([LIST])
  expect(errors.join('\n')).toMatch(/"news_item"/)
})
