import type { StoryRecord } from '../DemoData'
import { contentDate } from './contentDate'
import { richText } from './richText'

const { doc, paragraph } = richText
/** Ids and uuids of scaled stories stay clear of the committed demo space's. */
export const FIRST_SCALED_ID = 900_000_001
const CATEGORIES = ['market-insights', 'sustainability', 'technology', 'carrier-tips', 'company-news']
const FROM = '2015-01-05T08:00:00Z'
const TO = '2022-12-30T08:00:00Z'

function scaledUuid(index: number): string {
  return `5ca1ed00-0000-4000-8000-${String(index).padStart(12, '0')}`
}

/**
 * `count` extra English blog posts for load and scale tests (`--blog-posts` of the service, or
 * `POST /_control/scale {"blogPosts": n}`): short, published, each in one language, dated before
 * the demo content, copying the template post's image and parent. Deterministic.
 */
export function scaledBlogPosts(template: StoryRecord, count: number): StoryRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const slug = `archive-post-${String(number).padStart(5, '0')}`
    const date = contentDate(index, count, 0, FROM, TO)
    const title = `Freight archive note ${number}`
    return {
      ...template,
      name: title,
      id: FIRST_SCALED_ID + index,
      uuid: scaledUuid(number),
      slug,
      full_slug: `en/blog/${slug}`,
      created_at: date.iso,
      published_at: date.iso,
      first_published_at: date.iso,
      updated_at: date.iso,
      sort_by_date: date.day,
      position: -number,
      tag_list: [],
      group_id: scaledUuid(number),
      content: {
        _uid: scaledUuid(number),
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
    }
  })
}
