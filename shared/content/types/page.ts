import type { pageBlock } from '../schema/pageTypes'
import { readBloks } from '../readers/fields/readBloks'
import { readBoolean } from '../readers/fields/readBoolean'
import { readStories } from '../readers/fields/readStories'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { Blok, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** Relations a page resolves (`resolve_relations`): the stories its editor featured. */
export const PAGE_RELATIONS = 'page.featured'

/** `page`: home, generic pages, pages in `pages/`, and the start pages of the section folders. */
export interface Page {
  /** Required; the story name when empty. */
  title: string
  /** SEO description. */
  description: string
  /** `section_head`, `rich_text` and `cta_box` bloks. */
  body: Blok[]
  /** Optional: the page keeps the reader's scroll position on reload and history navigation. */
  disableScrollToTop: boolean
  /** Optional (resource hub): stories picked by the editor, when resolved with `page.featured`. */
  featured: Story[]
}

export function readPage(story: Story): Page {
  const content = storyContent<typeof pageBlock>(story)
  return {
    title: readText(content.title) || story.name,
    description: readText(content.description),
    body: readBloks(content.body),
    disableScrollToTop: readBoolean(content.disable_scroll_to_top),
    featured: readStories(content.featured),
  }
}

function readPageTeaser(story: Story): Teaser {
  const page = readPage(story)
  return { ...EMPTY_TEASER, title: page.title, text: page.description, link: storyLink(story) }
}

/** The generic page: the pages folder's type, and the type of every story outside the sections' folders (home, pages at the language root). */
export const pageType = {
  component: 'page' satisfies (typeof pageBlock)['name'],
  pageKind: 'page',
  readTeaser: readPageTeaser,
  relations: PAGE_RELATIONS,
} as const satisfies ContentTypeDeclaration
