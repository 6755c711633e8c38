import { readBlogPost } from '../content/models/BlogPost'
import { readCaseStudy } from '../content/models/CaseStudy'
import { readGlossaryEntry } from '../content/models/GlossaryEntry'
import { readPage } from '../content/models/Page'
import { readPressClipping } from '../content/models/PressClipping'
import { readPressItem } from '../content/models/PressItem'
import { readPressPost } from '../content/models/PressPost'
import { readReport } from '../content/models/Report'
import { readTechArticle } from '../content/models/TechArticle'
import { readWebinar } from '../content/models/Webinar'
import type { Story } from '../content/storyblok'
import type { CardData } from './Card'
import { richTextExcerpt } from './richTextExcerpt'
import { storyLink } from './storyLink'
import { uiText } from './uiText'

/** How much of a glossary definition a card shows. */
const DEFINITION_EXCERPT_LENGTH = 160

const NO_CATEGORIES: ReadonlyMap<string, string> = new Map()

/**
 * The card of any listed story, by its content type. `categoryNames` maps category values to
 * their names in the page's language; a category without a name is not shown.
 */
export function cardFor(story: Story, language: string, categoryNames = NO_CATEGORIES): CardData {
  const text = uiText(language)
  const base = { key: story.uuid, link: storyLink(story), action: text.readMore }
  switch (story.content?.component) {
    case 'blog_post': {
      const post = readBlogPost(story)
      return { ...base, title: post.title, teaser: post.teaser, image: post.image, date: post.date, overline: categoryNames.get(post.category) }
    }
    case 'tech_article': {
      const article = readTechArticle(story)
      return { ...base, title: article.title, teaser: article.teaser, date: article.date, overline: categoryNames.get(article.category) }
    }
    case 'case_study': {
      const study = readCaseStudy(story)
      return { ...base, title: study.title, teaser: study.teaser, image: study.image, overline: study.industry }
    }
    case 'report': {
      const report = readReport(story)
      return { ...base, title: report.title, teaser: report.teaser, image: report.image }
    }
    case 'webinar': {
      const webinar = readWebinar(story)
      return { ...base, title: webinar.title, teaser: webinar.teaser, date: webinar.date }
    }
    case 'press_item': {
      const item = readPressItem(story)
      return { ...base, title: item.title, teaser: item.teaser, date: item.date, overline: text.pressReleases }
    }
    case 'press_post': {
      const post = readPressPost(story)
      return { ...base, title: post.title, teaser: post.teaser, image: post.image, date: post.date }
    }
    case 'press_clipping': {
      const clipping = readPressClipping(story)
      return { ...base, link: clipping.url, title: clipping.title, date: clipping.date, overline: clipping.publication, action: clipping.publication ? text.readAt(clipping.publication) : text.readMore }
    }
    case 'glossary_entry': {
      const entry = readGlossaryEntry(story)
      return { ...base, title: entry.term, teaser: richTextExcerpt(entry.definition, DEFINITION_EXCERPT_LENGTH) }
    }
    default: {
      const page = readPage(story)
      return { ...base, title: page.title, teaser: page.description }
    }
  }
}
