import { SiteLink } from '../components/ui/SiteLink'
import { webinarEnd, type Webinar, type WebinarState } from '../content/types/webinar'
import { messagesFor } from '../i18n/messages/catalogue'
import { resolveLink } from '../links/resolveLink'
import { formatEventTime } from './formatEventTime'
import { VideoMedia } from './VideoMedia'
import { storyblokImageUrl } from '../content/storyblokImageUrl'

interface WebinarEventProps {
  webinar: Webinar
  state: WebinarState
  language: string
  /** The address of its calendar file (`…/calendar.ics`), offered while it is upcoming. */
  calendarHref: string
}

/** The poster of a recording: the webinar's cover at the player's size (16:9, up to the article's 48rem). */
const POSTER_WIDTH = 768
const POSTER_HEIGHT = 432

/**
 * A webinar's media block: when it takes place (Berlin time, with the zone; the browser adds the
 * visitor's own beside it, client/showLocalEventTimes.ts), then, while it is upcoming, the way to
 * register and its calendar file; once it has ended, its recording (its cover as the poster) or
 * "recording coming soon".
 */
export function WebinarEvent({ webinar, state, language, calendarHref }: WebinarEventProps) {
  const text = messagesFor(language).templates
  const end = webinarEnd(webinar)
  const registration = resolveLink(webinar.registrationLink) ? webinar.registrationLink : null
  return (
    <div className={`webinar-event webinar-event--${state}`}>
      {webinar.date && end ? (
        <>
          <p className="webinar-event__time">
            <time dateTime={webinar.date}>{formatEventTime(webinar.date, end, language)}</time>
          </p>
          <p className="webinar-event__local" data-event-start={webinar.date} data-event-end={end} hidden>
            {`${text.yourTime}: `}
            <time dateTime={webinar.date} />
          </p>
        </>
      ) : null}
      {state === 'upcoming' ? (
        <p className="webinar-event__actions">
          {registration ? (
            <SiteLink link={registration} className="btn btn--orange">
              <span>{text.registerForWebinar}</span>
            </SiteLink>
          ) : null}
          {webinar.date ? (
            <a href={calendarHref} className="btn btn--gray-light" download>
              <span>{text.addToCalendar}</span>
            </a>
          ) : null}
        </p>
      ) : webinar.videoUrl ? (
        <VideoMedia
          url={webinar.videoUrl}
          title={`${text.webinarVideo}: ${webinar.title}`}
          linkText={text.watchVideo}
          poster={webinar.image ? storyblokImageUrl(webinar.image.src, POSTER_WIDTH, POSTER_HEIGHT) : null}
        />
      ) : (
        <p className="webinar-event__soon">{text.recordingComingSoon}</p>
      )}
    </div>
  )
}
