import type { blogPostBlock } from '../schema/pageTypes'
import { isResolvedStory } from '../readers/fields/isResolvedStory'
import { readAsset, type AssetFile } from '../readers/fields/readAsset'
import { readDate } from '../readers/fields/readDate'
import { readRichText } from '../readers/fields/readRichText'
import { readStories } from '../readers/fields/readStories'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import { readAuthor, type Author } from './author'
import type { ContentTypeDeclaration } from './contentType'

/** Relations a blog article resolves (`resolve_relations`): its author and related posts. */
const BLOG_POST_RELATIONS = 'blog_post.author,blog_post.related'

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
  const content = storyContent<typeof blogPostBlock>(story)
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

function readBlogPostTeaser(story: Story): Teaser {
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

/** A blog article: the blog's one content type. */
export const blogPostType = {
  component: 'blog_post' satisfies (typeof blogPostBlock)['name'],
  pageKind: 'blogArticle',
  readTeaser: readBlogPostTeaser,
  relations: BLOG_POST_RELATIONS,
  schemaType: 'BlogPosting',
  neighbours: 'article',
} as const satisfies ContentTypeDeclaration
