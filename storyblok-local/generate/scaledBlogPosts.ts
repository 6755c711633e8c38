import type { StoryRecord } from '../space/DemoData'
import { richText } from './richText'
import { scaledDate, scaledStory } from './scaledStory'

const { doc, paragraph } = richText
const CATEGORIES = ['market-insights', 'sustainability', 'technology', 'carrier-tips', 'company-news']

/**
 * `count` extra English blog posts for load and scale tests (`--blog-posts` of the service, or
 * `POST /_control/scale {"blogPosts": n}`): short, published, each in one language, dated before
 * the demo content, copying the template post's image and parent. Deterministic: a post's date
 * depends on its number alone, so a larger scale only adds posts.
 */
export function scaledBlogPosts(template: StoryRecord, count: number): StoryRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const date = scaledDate(number)
    const title = `Freight archive note ${number}`
    return scaledStory({
      template,
      kind: 'blogPost',
      number,
      folder: 'en/blog',
      slug: `archive-post-${String(number).padStart(5, '0')}`,
      name: title,
      date,
      position: -number,
      sortByDate: date.day,
      content: {
        component: 'blog_post',
        title,
        teaser: `Archived freight market note number ${number}.`,
        image: template.content.image,
        category: CATEGORIES[index % CATEGORIES.length],
        author: '',
        date: date.datetime,
        body: doc(paragraph(`Archived freight market note number ${number}, kept for reference.`)),
        related: [],
      },
    })
  })
}
