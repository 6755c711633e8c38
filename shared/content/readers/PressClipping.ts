import type { Multilink, Story } from '../storyblok'
import { readDate } from './fields/readDate'
import { readLink } from './fields/readLink'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { EMPTY_TEASER, type Teaser } from './Teaser'

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
  const content = storyContent<'press_clipping'>(story)
  return { title: readText(content.title) || story.name, publication: readText(content.publication), url: readLink(content.url), date: readDate(content.date) }
}

export function readPressClippingTeaser(story: Story): Teaser {
  const clipping = readPressClipping(story)
  return { ...EMPTY_TEASER, title: clipping.title, date: clipping.date, overline: clipping.publication, publication: clipping.publication, link: clipping.url }
}
