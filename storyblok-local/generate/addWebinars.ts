import type { StoryRecord } from '../DemoData'
import { contentDate } from './contentDate'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

const { doc, paragraph, heading, bulletList } = richText
/** The sessions are 45 minutes long, as their teaser says (a number field: Storyblok stores it as a string). */
const WEBINAR_MINUTES = 45

/** `webinar` stories at `{lang}/webinars/{slug}`; event dates run from 2024 into 2027, so some lie in the future. */
export function addWebinars({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { webinars } = copy
  return Array.from({ length: 12 }, (_, index) => {
    const topicIndex = (index * 3 + 2) % copy.topics.length
    const title = webinars.title(copy.topics[topicIndex] ?? '')
    const slug = slugify(title)
    const published = contentDate(index, 12, offsetHours, '2024-01-08T08:00:00Z')
    return builder.story({
      fullSlug: `${lang}/webinars/${slug}`,
      name: title,
      groupKey: `webinar:${index}`,
      publishedAt: published.iso,
      sortByDate: published.day,
      content: builder.blok('webinar', {
        title,
        teaser: webinars.teaser,
        date: contentDate(index, 12, 0, '2024-02-15T15:00:00Z', '2027-12-15T15:00:00Z').datetime,
        duration: String(WEBINAR_MINUTES),
        video_url: `https://videos.example.com/freight-demo/webinars/${slugify(copy.topics[topicIndex] ?? slug)}-${lang}.mp4`,
        body: doc(paragraph(webinars.teaser), heading(2, webinars.agenda), bulletList(...webinars.agendaItems.map((item) => [item]))),
      }),
    })
  })
}
