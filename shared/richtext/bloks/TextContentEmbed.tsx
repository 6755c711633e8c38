import type { Blok } from '../../content/storyblok'
import { SiteLink } from '../../components/ui/SiteLink'
import { VideoFrame } from '../../components/ui/VideoFrame'
import { videoEmbedUrl } from './videoEmbedUrl'

/** An embedded video: an iframe only for https YouTube or Vimeo URLs, any other URL as a link. */
export function TextContentEmbed({ blok }: { blok: Blok }) {
  const url = typeof blok.url === 'string' ? blok.url.trim() : ''
  const title = typeof blok.title === 'string' && blok.title ? blok.title : 'Embedded video'
  const player = videoEmbedUrl(url)
  if (!player) {
    return url ? (
      <p className="tc-embed tc-embed--link">
        <SiteLink link={url}>{title}</SiteLink>
      </p>
    ) : null
  }
  return <VideoFrame src={player} title={title} className="tc-embed" />
}
