import type { techArticleBlock } from '../schema/pageTypes'
import { readDate } from '../readers/fields/readDate'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

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
  const content = storyContent<typeof techArticleBlock>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    category: readText(content.category),
    date: readDate(content.date),
    body: readRichText(content.body),
  }
}

function readTechArticleTeaser(story: Story): Teaser {
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

/** An article of the tech blog. */
export const techArticleType = {
  component: 'tech_article' satisfies (typeof techArticleBlock)['name'],
  pageKind: 'techArticle',
  readTeaser: readTechArticleTeaser,
  schemaType: 'TechArticle',
  neighbours: 'article',
} as const satisfies ContentTypeDeclaration
