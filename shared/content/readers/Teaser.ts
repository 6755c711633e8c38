import type { Multilink, RichTextDoc } from '../storyblok'
import type { AssetFile } from './fields/readAsset'

/**
 * What cards and search engines show of a story. Each content type has one reader that fills
 * it (`read…Teaser` in its module, shared/content/types/); cards, link previews and structured data all read it.
 */
export interface Teaser {
  title: string
  /** The short text a card shows under the title. */
  text: string
  /** The story's own text, whose opening words describe it where `text` is empty. */
  body: RichTextDoc | null
  image: AssetFile | null
  /** ISO: the story's own publication date, where its type has one. */
  date: string | null
  /** ISO: when the event it announces takes place (webinars). */
  eventDate: string | null
  /** ISO: when that event ends. */
  eventEnd: string | null
  /** A value of its section's categories datasource; empty for none. */
  category: string
  /** A line the content puts above the title (an industry, a publication); empty for none. */
  overline: string
  author: string | null
  /** The publication it appeared in (clippings); empty for none. */
  publication: string
  /** Where it leads: its own page, or an article elsewhere (clippings); null for nowhere. */
  link: Multilink | null
}

/** A teaser with only what every story has; readers fill in the rest. */
export const EMPTY_TEASER: Omit<Teaser, 'title' | 'link'> = {
  text: '',
  body: null,
  image: null,
  date: null,
  eventDate: null,
  eventEnd: null,
  category: '',
  overline: '',
  author: null,
  publication: '',
}
