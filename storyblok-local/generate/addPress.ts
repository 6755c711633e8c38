import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

const { doc, paragraph, heading, text, mark } = richText

/** The folders that take the press stories (the sections' folders, storyFolders.ts). */
const FOLDERS = { item: storyFolder('press_item'), post: storyFolder('press_post'), clipping: storyFolder('press_clipping') }

export interface PressStories {
  items: StoryRecord[]
  posts: StoryRecord[]
  clippings: StoryRecord[]
}

/** `press_item` at `{lang}/press/{slug}`, `press_post` at `{lang}/press/posts/{slug}` and `press_clipping` at `{lang}/press/clippings/{slug}` (26 in English, 12 otherwise). */
export function addPress({ lang, offsetHours, builder, copy }: LanguageContext): PressStories {
  const { press } = copy
  const posts = press.postTitles.map((title, index) => {
    const date = contentDate(index, press.postTitles.length, offsetHours, '2023-04-03T07:00:00Z', '2025-02-03T07:00:00Z')
    return builder.story({
      fullSlug: `${lang}/${FOLDERS.post}/${slugify(title)}`,
      name: title,
      groupKey: `press-post:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('press_post', {
        title,
        teaser: press.postTeaser,
        date: date.datetime,
        image: builder.asset(`press-post-${index + 1}`, title),
        body: doc(paragraph(press.itemText), paragraph(press.boilerplate)),
      }),
    })
  })
  const items = press.cities.map((city, index) => {
    const post = posts[index % posts.length]
    if (!post) throw new Error('Press posts are missing')
    const title = press.itemTitles[index % press.itemTitles.length]?.(city) ?? city
    const date = contentDate(index, press.cities.length, offsetHours)
    return builder.story({
      fullSlug: `${lang}/${FOLDERS.item}/${slugify(title)}`,
      name: title,
      groupKey: `press-item:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('press_item', {
        title,
        teaser: press.itemTeaser,
        date: date.datetime,
        body: doc(
          paragraph(press.itemText),
          paragraph(text(post.name, mark.storyLink(post))),
          heading(3, press.boilerplateHeading),
          paragraph(press.boilerplate),
        ),
      }),
    })
  })
  const clippingCount = lang === 'en' ? 26 : 12
  const separator = lang === 'fr' ? ' : ' : ': '
  const clippings = copy.topics.slice(0, clippingCount).map((topic, index) => {
    const title = `${topic}${separator}${press.clippingSuffixes[index % press.clippingSuffixes.length] ?? ''}`
    const publication = press.publications[index % press.publications.length] ?? ''
    const date = contentDate(index, clippingCount, offsetHours, '2023-05-01T06:00:00Z')
    const slug = slugify(title)
    return builder.story({
      fullSlug: `${lang}/${FOLDERS.clipping}/${slug}`,
      name: title,
      groupKey: `press-clipping:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('press_clipping', {
        title,
        publication,
        url: builder.urlLink(`https://news.example.com/${slugify(publication)}/${slug}`),
        date: date.datetime,
      }),
    })
  })
  return { items, posts, clippings }
}
