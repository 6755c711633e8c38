import type { RichTextDoc, Story } from '../storyblok'
import { readDate } from './fields/readDate'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

/** `tech_article` (`{lang}/tech/<slug>`). */
export interface TechArticle {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  /** A value of the datasource `tech-categories`. */
  category: string
  date: string | null
  body: RichTextDoc | null
}

export function readTechArticle(story: Story): TechArticle {
  const content = storyContent<'tech_article'>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    category: readText(content.category),
    date: readDate(content.date),
    body: readRichText(content.body),
  }
}

export function readTechArticleTeaser(story: Story): Teaser {
  const article = readTechArticle(story)
  return {
    ...EMPTY_TEASER,
    title: article.title,
    text: article.teaser,
    body: article.body,
    date: article.date,
    category: article.category,
    link: storyLink(story),
  }
}
