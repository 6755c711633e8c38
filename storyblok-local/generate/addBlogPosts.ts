import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'
import { DATASOURCE_ENTRIES } from '../../shared/content/schema/datasources'

/** The folder that takes `blog_post` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('blog_post')

const { doc, paragraph, heading, text, bulletList, blockquote, mark } = richText
const categories = (DATASOURCE_ENTRIES['blog-categories'] ?? []).map((entry) => entry.value)

/** One `blog_post` per topic at `{lang}/blog/{slug}`, with author and related-post relations and links between posts. */
export function addBlogPosts({ lang, offsetHours, builder, copy }: LanguageContext, authors: StoryRecord[]): StoryRecord[] {
  const { blog } = copy
  const posts = copy.topics.map((topic, index) => {
    const title = blog.titles[index % blog.titles.length]?.(topic) ?? topic
    const date = contentDate(index, copy.topics.length, offsetHours)
    const category = categories[index % categories.length] ?? 'market-insights'
    return builder.story({
      fullSlug: `${lang}/${FOLDER}/${slugify(title)}`,
      name: title,
      groupKey: `blog:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      tagList: index < 4 ? [category, 'featured'] : [category],
      content: builder.blok('blog_post', {
        title,
        teaser: blog.teasers[index % blog.teasers.length]?.(topic, copy.topicsMidSentence[index] ?? topic) ?? '',
        image: builder.asset(`blog-${slugify(copy.topics[index] ?? title)}`, title),
        category,
        author: authors[index % authors.length]?.uuid ?? '',
        date: date.datetime,
        body: null,
        related: [],
      }),
    })
  })
  posts.forEach((post, index) => {
    const related = [posts[(index + 1) % posts.length], posts[(index + 7) % posts.length]].filter((story) => story !== undefined)
    const topic = copy.topics[index] ?? post.name
    const [first] = related
    post.content.related = related.map((story) => story.uuid)
    post.content.body = doc(
      paragraph(blog.intro(topic, copy.topicsMidSentence[index] ?? topic)),
      heading(2, blog.whyItMatters),
      paragraph(blog.paragraphs[index % 6] ?? ''),
      paragraph(text(blog.paragraphs[(index + 1) % 6] ?? '', ...(index % 2 === 0 ? [mark.bold()] : []))),
      heading(2, blog.whatYouCanDo),
      bulletList(...blog.tips.map((tip) => [tip])),
      ...(index % 3 === 0 ? [blockquote(paragraph(text(blog.quote, mark.italic())))] : []),
      heading(3, blog.ourView),
      paragraph(blog.paragraphs[(index + 2) % 6] ?? ''),
      ...(first ? [paragraph(`${blog.readAlso} `, text(first.name, mark.storyLink(first)))] : []),
    )
  })
  return posts
}
