import { oncePerObject } from '../content/oncePerObject'
import type { AssetFile } from '../content/readers/fields/readAsset'
import { readDate } from '../content/readers/fields/readDate'
import { richTextExcerpt } from '../content/richTextExcerpt'
import type { Story } from '../content/storyblok'
import { teaserOf, type ContentType } from '../sections/sections'
import { DESCRIPTION_LENGTH } from './seoBounds'

/** What search engines and link previews show of a story. */
export interface StorySummary {
  title: string
  description: string
  image: AssetFile | null
  /** ISO: the article's own date where its type has one, else its first publication. */
  published: string | null
  /** ISO: its last publication. */
  modified: string | null
  /** The author's name (blog posts with a resolved author). */
  author: string | null
  /** The schema.org type of its article node; null for pages that are not articles. */
  schemaType: string | null
}

/** Each content type's summary, made once per story object. */
const summaries = new WeakMap<ContentType, (story: Story) => StorySummary>()

/**
 * A story's title, description (its teaser, else the start of its text, cut where search engines
 * cut it), image, dates and author, from its content type's teaser reader; once per story object.
 */
export function storySummary(story: Story, type: ContentType): StorySummary {
  let summarize = summaries.get(type)
  if (!summarize) {
    summarize = oncePerObject((value: Story) => summary(value, type))
    summaries.set(type, summarize)
  }
  return summarize(story)
}

function summary(story: Story, type: ContentType): StorySummary {
  const teaser = teaserOf(story, type)
  return {
    title: teaser.title,
    description: teaser.text || richTextExcerpt(teaser.body, DESCRIPTION_LENGTH.max),
    image: teaser.image,
    published: teaser.date ?? readDate(story.first_published_at),
    modified: readDate(story.published_at),
    author: teaser.author,
    schemaType: type.schemaType ?? null,
  }
}
