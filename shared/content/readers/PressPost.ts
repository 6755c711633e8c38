import type { RichTextDoc, Story } from '../storyblok'
import { readAsset, type AssetFile } from './fields/readAsset'
import { readDate } from './fields/readDate'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

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
  const content = storyContent<'press_post'>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    date: readDate(content.date),
    image: readAsset(content.image),
    body: readRichText(content.body),
  }
}

export function readPressPostTeaser(story: Story): Teaser {
  const post = readPressPost(story)
  return { ...EMPTY_TEASER, title: post.title, text: post.teaser, body: post.body, image: post.image, date: post.date, link: storyLink(story) }
}
