import { videoEmbedUrl } from '../richtext/bloks/videoEmbedUrl'
import { SiteLink } from '../components/ui/SiteLink'
import { VideoFrame } from '../components/ui/VideoFrame'
import { isVideoFile } from '../content/isVideoFile'

interface VideoMediaProps {
  url: string
  /** The player's accessible name. */
  title: string
  /** Text of the plain link shown for any other address. */
  linkText: string
  /** The image a video file shows before it is played (an image-service URL); null for none. */
  poster?: string | null
}

/**
 * A webinar's media block, privacy-friendly: YouTube (youtube-nocookie.com) and Vimeo (dnt)
 * as a lazy iframe, a video file as a player that loads nothing before it is played, any other
 * address as a link, and nothing without one. A file's player shows its `poster` until played.
 */
export function VideoMedia({ url, title, linkText, poster = null }: VideoMediaProps) {
  if (!url) return null
  const player = videoEmbedUrl(url)
  if (player) return <VideoFrame src={player} title={title} className="video-media" />
  if (isVideoFile(url)) {
    return (
      <div className="video-media">
        <video src={url} controls preload="none" aria-label={title} {...(poster ? { poster } : {})} />
      </div>
    )
  }
  return (
    <p className="video-media video-media--link">
      <SiteLink link={url}>{linkText}</SiteLink>
    </p>
  )
}
