import type { RichTextDoc, Story } from '../storyblok'
import { readDate } from './fields/readDate'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

/** `press_item` (`{lang}/press/<slug>`): a press release. */
export interface PressItem {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  date: string | null
  body: RichTextDoc | null
}

export function readPressItem(story: Story): PressItem {
  const content = storyContent<'press_item'>(story)
  return { title: readText(content.title) || story.name, teaser: readText(content.teaser), date: readDate(content.date), body: readRichText(content.body) }
}

export function readPressItemTeaser(story: Story): Teaser {
  const item = readPressItem(story)
  return { ...EMPTY_TEASER, title: item.title, text: item.teaser, body: item.body, date: item.date, link: storyLink(story) }
}
