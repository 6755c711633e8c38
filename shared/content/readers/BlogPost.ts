import type { RichTextDoc, Story } from '../storyblok'
import { readAuthor, type Author } from './Author'
import { isResolvedStory } from './fields/isResolvedStory'
import { readAsset, type AssetFile } from './fields/readAsset'
import { readDate } from './fields/readDate'
import { readRichText } from './fields/readRichText'
import { readStories } from './fields/readStories'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

/** Relations a blog article resolves (`resolve_relations`): its author and related posts. */
export const BLOG_POST_RELATIONS = 'blog_post.author,blog_post.related'

/** `blog_post` (`{lang}/blog/<slug>`). */
export interface BlogPost {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  image: AssetFile | null
  /** A value of the datasource `blog-categories`. */
  category: string
  /** The `author` story, when the relation was resolved. */
  author: Author | null
  /** ISO timestamp of the article's date. */
  date: string | null
  body: RichTextDoc | null
  /** Related blog posts, when the relation was resolved. */
  related: Story[]
}

export function readBlogPost(story: Story): BlogPost {
  const content = storyContent<'blog_post'>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    image: readAsset(content.image),
    category: readText(content.category),
    author: isResolvedStory(content.author) ? readAuthor(content.author) : null,
    date: readDate(content.date),
    body: readRichText(content.body),
    related: readStories(content.related).filter((related) => related.uuid !== story.uuid),
  }
}

export function readBlogPostTeaser(story: Story): Teaser {
  const post = readBlogPost(story)
  return {
    ...EMPTY_TEASER,
    title: post.title,
    text: post.teaser,
    body: post.body,
    image: post.image,
    date: post.date,
    category: post.category,
    author: post.author?.name ?? null,
    link: storyLink(story),
  }
}
