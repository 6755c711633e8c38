import type { TemplateText } from '../../i18n/messages/Messages'
import type { Teaser } from '../readers/Teaser'
import type { Story } from '../storyblok'

// A content type is one module of this folder: its reader and teaser reader, and its declaration,
// which the sections list (shared/sections/sections.ts). Its block of the model is in
// schema/pageTypes.ts beside the other content types' blocks (each chosen by a folder,
// shared/sections/storyFolders.ts), which the module reads as a type only: the worker and the
// browser bundle the module, and a block is the model's whole field tree (the decision,
// docs/decisions/content-type-is-one-module.md). Its template and its line in the blok registry
// stay in shared/templates/.

/**
 * What the sections read of a content type, declared in its module (`as const satisfies`, so that
 * the sections' table keeps its literal component, page kind and neighbours). The block stays out:
 * a story page's data carries its type, and the preview serialises that data into its page.
 */
export interface ContentTypeDeclaration {
  /** The Storyblok component of its stories: its block's name. */
  component: string
  /** The page kind of its own page; absent when its stories have no page (clippings, job openings). */
  pageKind?: string
  /** Its one teaser reader: cards, link previews and structured data. */
  readTeaser(story: Story): Teaser
  /** Storyblok `resolve_relations` its page needs. */
  relations?: string
  /** The schema.org type of its structured data. */
  schemaType?: string
  /** A card's overline when the story has none of its own. */
  cardLabel?: (text: TemplateText) => string
  /**
   * What its stories call their previous and next story, in a section that links them (`adjacent`):
   * a kind the site has words for, which the sections' table checks (shared/sections/neighbourNames.ts).
   */
  neighbours?: string
}
