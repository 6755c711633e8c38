import type { pressPostBlock } from '../schema/pageTypes'
import { readAsset, type AssetFile } from '../readers/fields/readAsset'
import { readDate } from '../readers/fields/readDate'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** `press_post` (`{lang}/press/posts/<slug>`, shown at `/press/<slug>`): a news post with an image. */
export interface PressPost {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  date: string | null
  image: AssetFile | null
  body: RichTextDoc | null
}

export function readPressPost(story: Story): PressPost {
  const content = storyContent<typeof pressPostBlock>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    date: readDate(content.date),
    image: readAsset(content.image),
    body: readRichText(content.body),
  }
}

function readPressPostTeaser(story: Story): Teaser {
  const post = readPressPost(story)
  return { ...EMPTY_TEASER, title: post.title, text: post.teaser, body: post.body, image: post.image, date: post.date, link: storyLink(story) }
}

/** A press post: news with an image, listed with the press releases. */
export const pressPostType = {
  component: 'press_post' satisfies (typeof pressPostBlock)['name'],
  pageKind: 'pressPost',
  readTeaser: readPressPostTeaser,
  schemaType: 'NewsArticle',
  neighbours: 'article',
} as const satisfies ContentTypeDeclaration
