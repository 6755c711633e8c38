import { SiteLink } from '../components/ui/SiteLink'
import { webinarEnd, type Webinar, type WebinarState } from '../content/readers/Webinar'
import { messagesFor } from '../i18n/messages/catalogue'
import { resolveLink } from '../links/resolveLink'
import { formatEventTime } from './formatEventTime'
import { VideoMedia } from './VideoMedia'

interface WebinarEventProps {
  webinar: Webinar
  state: WebinarState
  language: string
}

/**
 * A webinar's media block: when it takes place (Berlin time, with the zone), then, while it is
 * upcoming, the way to register; once it has ended, its recording or "recording coming soon".
 */
export function WebinarEvent({ webinar, state, language }: WebinarEventProps) {
  const text = messagesFor(language).templates
  const end = webinarEnd(webinar)
  const registration = resolveLink(webinar.registrationLink) ? webinar.registrationLink : null
  return (
    <div className={`webinar-event webinar-event--${state}`}>
      {webinar.date && end ? (
        <p className="webinar-event__time">
          <time dateTime={webinar.date}>{formatEventTime(webinar.date, end, language)}</time>
        </p>
      ) : null}
      {state === 'upcoming' ? (
        registration ? (
          <p className="webinar-event__register">
            <SiteLink link={registration} className="btn btn--orange">
              <span>{text.registerForWebinar}</span>
            </SiteLink>
          </p>
        ) : null
      ) : webinar.videoUrl ? (
        <VideoMedia url={webinar.videoUrl} title={`${text.webinarVideo}: ${webinar.title}`} linkText={text.watchVideo} />
      ) : (
        <p className="webinar-event__soon">{text.recordingComingSoon}</p>
      )}
    </div>
  )
}
