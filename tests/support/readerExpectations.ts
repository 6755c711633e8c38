/**
 * What a reader expects of each content type's page, by its component: a reviewer's table, signed
 * off type by type and never read from the code it checks (sections.ts, the type modules, the
 * language packs), so that a wrong choice there fails a test rather than passing by construction.
 * A content type added to the sections gets its row here, its one line among the tests
 * (docs/recipes.md); the tests that read it name a missing row.
 */
export interface ReaderExpectation {
  /** The schema.org type of its page's article node (a webinar is an Event, whatever its teaser's row says); null for a page that is no article. */
  schemaType: string | null
  /** For a type whose stories link their previous and next story (sections.ts `adjacent`): the word after "Previous" and "Next", and their navigation's name, in English. */
  neighbours?: readonly [kind: string, more: string]
}

export const READER_EXPECTATIONS: Readonly<Record<string, ReaderExpectation>> = {
  page: { schemaType: null },
  blog_post: { schemaType: 'BlogPosting', neighbours: ['article', 'More articles'] },
  case_study: { schemaType: 'Article', neighbours: ['case study', 'More case studies'] },
  glossary_entry: { schemaType: 'Article' },
  tech_article: { schemaType: 'TechArticle', neighbours: ['article', 'More articles'] },
  report: { schemaType: 'Report', neighbours: ['report', 'More reports'] },
  webinar: { schemaType: 'Event', neighbours: ['webinar', 'More webinars'] },
  press_item: { schemaType: 'NewsArticle', neighbours: ['press release', 'More press releases'] },
  press_post: { schemaType: 'NewsArticle', neighbours: ['article', 'More articles'] },
}
