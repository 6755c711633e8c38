import type { pressClippingBlock } from '../schema/pageTypes'
import { readDate } from '../readers/fields/readDate'
import { readLink } from '../readers/fields/readLink'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { Multilink, Story } from '../storyblok'
import type { ContentTypeDeclaration } from './contentType'

/** `press_clipping` (`{lang}/press/clippings/<slug>`): an article about the company elsewhere; no page of its own. */
interface PressClipping {
  /** Required; the story name when empty. */
  title: string
  publication: string
  /** The article at the publication (a URL link). */
  url: Multilink | null
  date: string | null
}

function readPressClipping(story: Story): PressClipping {
  const content = storyContent<typeof pressClippingBlock>(story)
  return { title: readText(content.title) || story.name, publication: readText(content.publication), url: readLink(content.url), date: readDate(content.date) }
}

function readPressClippingTeaser(story: Story): Teaser {
  const clipping = readPressClipping(story)
  return { ...EMPTY_TEASER, title: clipping.title, date: clipping.date, overline: clipping.publication, publication: clipping.publication, link: clipping.url }
}

/** A press clipping: a card leading to the article elsewhere, no page of its own. */
export const pressClippingType = {
  component: 'press_clipping' satisfies (typeof pressClippingBlock)['name'],
  readTeaser: readPressClippingTeaser,
} as const satisfies ContentTypeDeclaration
