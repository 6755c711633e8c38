import type { BlokMarkers } from '../../editor/BlokMarkersContext'

interface VideoFrameProps {
  /** A player URL from videoEmbedUrl (youtube-nocookie.com or Vimeo with do-not-track). */
  src: string
  title: string
  className: string
  /** The visual editor's markers of the blok that embeds the video (previews only). */
  markers?: BlokMarkers
}

/** The one way the site embeds a video player: lazy, sandboxed, without the full referrer. */
export function VideoFrame({ src, title, className, markers }: VideoFrameProps) {
  return (
    <div className={className} {...markers}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; picture-in-picture; encrypted-media"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  )
}
