import { readWebinar, webinarState } from '../content/types/webinar'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { messagesFor } from '../i18n/messages/catalogue'
import { WebinarEvent } from './WebinarEvent'
import { fieldBloks } from '../bloks/fieldBloks'
import { sitePath } from '../links/resolveLink'
import { calendarAddress } from '../seo/calendarAddress'

/** The bloks the text takes. */
const WEBINAR_BODY = fieldBloks('webinar', 'body')

/** `/webinars/{slug}`: a webinar, upcoming or past at the request's time, with its time, registration or recording as the media block. */
export function WebinarTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const webinar = readWebinar(data.story)
  const state = webinarState(webinar, data.now)
  const text = messagesFor(language).templates
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={webinar.title}
      teaser={webinar.teaser}
      overline={state === 'upcoming' ? text.upcomingWebinar : text.pastWebinar}
      media={<WebinarEvent webinar={webinar} state={state} language={language} calendarHref={calendarAddress(sitePath(data.story.full_slug))} />}
      body={{ doc: webinar.body, bloks: WEBINAR_BODY }}
    />
  )
}
