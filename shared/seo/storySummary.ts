import { readBlogPost } from '../content/models/BlogPost'
import { readCaseStudy } from '../content/models/CaseStudy'
import type { AssetFile } from '../content/models/fields/readAsset'
import { readGlossaryEntry } from '../content/models/GlossaryEntry'
import { readPage } from '../content/models/Page'
import { readPressItem } from '../content/models/PressItem'
import { readPressPost } from '../content/models/PressPost'
import { readReport } from '../content/models/Report'
import { readTechArticle } from '../content/models/TechArticle'
import { readWebinar } from '../content/models/Webinar'
import { readDate } from '../content/models/fields/readDate'
import type { Story } from '../content/storyblok'
import type { StoryPageKind } from '../pages/PageData'
import { richTextExcerpt } from '../templates/richTextExcerpt'

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
}

/** Meta descriptions longer than this are cut by search engines anyway. */
const DESCRIPTION_LENGTH = 160

/** A story's title, description (its teaser or SEO description, else the start of its text), image, dates and author. */
export function storySummary(kind: StoryPageKind, story: Story): StorySummary {
  const summary = ownSummary(kind, story)
  return { ...summary, published: summary.date ?? readDate(story.first_published_at), modified: readDate(story.published_at) }
}

type OwnSummary = Omit<StorySummary, 'published' | 'modified'> & { date: string | null }

function ownSummary(kind: StoryPageKind, story: Story): OwnSummary {
  const none = { image: null, date: null, author: null }
  switch (kind) {
    case 'blogArticle': {
      const post = readBlogPost(story)
      return { title: post.title, description: post.teaser || richTextExcerpt(post.body, DESCRIPTION_LENGTH), image: post.image, date: post.date, author: post.author?.name ?? null }
    }
    case 'caseStudy': {
      const study = readCaseStudy(story)
      return { ...none, title: study.title, description: study.teaser || richTextExcerpt(study.body, DESCRIPTION_LENGTH), image: study.image }
    }
    case 'glossaryEntry': {
      const entry = readGlossaryEntry(story)
      return { ...none, title: entry.term, description: richTextExcerpt(entry.definition, DESCRIPTION_LENGTH) }
    }
    case 'pressItem': {
      const item = readPressItem(story)
      return { ...none, title: item.title, description: item.teaser || richTextExcerpt(item.body, DESCRIPTION_LENGTH), date: item.date }
    }
    case 'pressPost': {
      const post = readPressPost(story)
      return { ...none, title: post.title, description: post.teaser || richTextExcerpt(post.body, DESCRIPTION_LENGTH), image: post.image, date: post.date }
    }
    case 'report': {
      const report = readReport(story)
      return { ...none, title: report.title, description: report.teaser || richTextExcerpt(report.body, DESCRIPTION_LENGTH), image: report.image }
    }
    case 'techArticle': {
      const article = readTechArticle(story)
      return { ...none, title: article.title, description: article.teaser || richTextExcerpt(article.body, DESCRIPTION_LENGTH), date: article.date }
    }
    case 'webinar': {
      const webinar = readWebinar(story)
      return { ...none, title: webinar.title, description: webinar.teaser || richTextExcerpt(webinar.body, DESCRIPTION_LENGTH) }
    }
    case 'home':
    case 'page': {
      const page = readPage(story)
      return { ...none, title: page.title, description: page.description }
    }
  }
}
