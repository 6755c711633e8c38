import { readBlogPost } from '../content/types/blogPost'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { AuthorBox } from './AuthorBox'
import { CategoryBox } from './CategoryBox'
import { RelatedStories } from './RelatedStories'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks the text takes. */
const BLOG_POST_BODY = fieldBloks('blog_post', 'body')

/** `/blog/{slug}`: a blog post with its author, category and related posts beside it. */
export function BlogArticleTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const post = readBlogPost(data.story)
  const category = data.category ?? null
  const sidebar =
    post.author || category || post.related.length > 0 ? (
      <>
        {post.author ? <AuthorBox author={post.author} language={language} /> : null}
        {category ? <CategoryBox category={category} language={language} /> : null}
        <RelatedStories stories={post.related} language={language} />
      </>
    ) : undefined
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={post.title}
      teaser={post.teaser}
      overline={category?.name}
      date={post.date}
      image={post.image}
      body={{ doc: post.body, bloks: BLOG_POST_BODY }}
      sidebar={sidebar}
    />
  )
}
