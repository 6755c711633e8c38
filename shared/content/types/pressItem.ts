import type { pressItemBlock } from '../schema/pageTypes'
import { readDate } from '../readers/fields/readDate'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** `press_item` (`{lang}/press/<slug>`): a press release. */
export interface PressItem {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  date: string | null
  body: RichTextDoc | null
}

export function readPressItem(story: Story): PressItem {
  const content = storyContent<typeof pressItemBlock>(story)
  return { title: readText(content.title) || story.name, teaser: readText(content.teaser), date: readDate(content.date), body: readRichText(content.body) }
}

function readPressItemTeaser(story: Story): Teaser {
  const item = readPressItem(story)
  return { ...EMPTY_TEASER, title: item.title, text: item.teaser, body: item.body, date: item.date, link: storyLink(story) }
}

/** A press release: its cards say so where the story names no overline of its own. */
export const pressItemType = {
  component: 'press_item' satisfies (typeof pressItemBlock)['name'],
  pageKind: 'pressItem',
  readTeaser: readPressItemTeaser,
  schemaType: 'NewsArticle',
  cardLabel: (text) => text.pressReleases,
  neighbours: 'pressRelease',
} as const satisfies ContentTypeDeclaration
