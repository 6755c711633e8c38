interface VideoFrameProps {
  /** A player URL from videoEmbedUrl (youtube-nocookie.com or Vimeo with do-not-track). */
  src: string
  title: string
  className: string
}

/** The one way the site embeds a video player: lazy, sandboxed, without the full referrer. */
export function VideoFrame({ src, title, className }: VideoFrameProps) {
  return (
    <div className={className}>
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
