import type { BlokMarkers } from '../../editor/BlokMarkersContext'

interface VideoFrameProps {
  /** A player URL from videoEmbedUrl (youtube-nocookie.com or Vimeo with do-not-track). */
  src: string
  title: string
  className: string
  /** The visual editor's markers of the blok that embeds the video (previews only). */
  markers?: BlokMarkers
}

/**
 * The one way the site embeds a video player: lazy, without the full referrer, with only the
 * features a player uses. No `sandbox`: the players need scripts and their own origin's storage
 * (`allow-scripts` with `allow-same-origin`, which the HTML standard says defeats a sandbox), and
 * they are cross-origin already: only youtube-nocookie.com and player.vimeo.com are embedded
 * (videoEmbedUrl, and the CSP's frame-src), and the same-origin policy keeps them from this page.
 */
export function VideoFrame({ src, title, className, markers }: VideoFrameProps) {
  return (
    <div className={className} {...markers}>
      <iframe src={src} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" allow="fullscreen; picture-in-picture; encrypted-media" />
    </div>
  )
}
