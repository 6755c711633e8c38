import { readWebinar } from '../content/models/Webinar'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { messagesFor } from '../i18n/messages/catalogue'
import { VideoMedia } from './VideoMedia'

/** `/webinars/{slug}`: a webinar with its date and its video as the media block. */
export function WebinarTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const webinar = readWebinar(data.story)
  const text = messagesFor(language).templates
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={webinar.title}
      teaser={webinar.teaser}
      date={webinar.date}
      media={<VideoMedia url={webinar.videoUrl} title={`${text.webinarVideo}: ${webinar.title}`} linkText={text.watchVideo} />}
      body={webinar.body}
    />
  )
}
