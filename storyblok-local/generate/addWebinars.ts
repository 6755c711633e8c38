import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

/** The folder that takes `webinar` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('webinar')

const { doc, paragraph, heading, bulletList } = richText
/** The sessions are 45 minutes long, as their teaser says (a number field: Storyblok stores it as a string). */
const WEBINAR_MINUTES = 45
/**
 * When the sessions start (UTC: 15:00 Berlin time in winter, 11:00 in summer), every six months on a
 * Tuesday or Thursday. The first five have their recording online, the sixth is over but its
 * recording is not (“recording coming soon”), the later ones are upcoming, the last until 2029: each
 * state has a session for years.
 */
const SESSIONS = [
  '2024-02-15 14:00',
  '2024-08-13 09:00',
  '2025-02-13 14:00',
  '2025-08-12 09:00',
  '2026-01-20 14:00',
  '2026-07-16 09:00',
  '2027-01-14 14:00',
  '2027-07-13 09:00',
  '2028-01-13 14:00',
  '2028-07-11 09:00',
  '2029-01-11 14:00',
  '2029-07-10 09:00',
]
const RECORDED_SESSIONS = 5

/** `webinar` stories at `{lang}/webinars/{slug}`, each with its cover, start time, registration page and, once recorded, its video. */
export function addWebinars({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { webinars } = copy
  return SESSIONS.map((session, index) => {
    const topicIndex = (index * 3 + 2) % copy.topics.length
    const title = webinars.title(copy.topics[topicIndex] ?? '')
    const slug = slugify(title)
    const published = contentDate(index, 12, offsetHours, '2024-01-08T08:00:00Z')
    const topicSlug = slugify(copy.topics[topicIndex] ?? slug)
    return builder.story({
      fullSlug: `${lang}/${FOLDER}/${slug}`,
      name: title,
      groupKey: `webinar:${index}`,
      publishedAt: published.iso,
      sortByDate: published.day,
      content: builder.blok('webinar', {
        title,
        teaser: webinars.teaser,
        // The card's image, and the poster of the recording once there is one.
        image: builder.asset(`webinar-${topicSlug}`, title, '1280x720'),
        date: session,
        duration: String(WEBINAR_MINUTES),
        registration_link: builder.urlLink(`https://events.example.com/freight-demo/${topicSlug}-${lang}`),
        video_url: index < RECORDED_SESSIONS ? `https://videos.example.com/freight-demo/webinars/${topicSlug}-${lang}.mp4` : '',
        body: doc(paragraph(webinars.teaser), heading(2, webinars.agenda), bulletList(...webinars.agendaItems.map((item) => [item]))),
      }),
    })
  })
}
