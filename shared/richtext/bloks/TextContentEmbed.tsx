import { use } from 'react'
import type { Blok } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { blokContent } from '../../content/readers/blokContent'
import { useIslandText } from '../../i18n/IslandTextContext'
import { SiteLink } from '../../components/ui/SiteLink'
import { VideoFrame } from '../../components/ui/VideoFrame'
import { videoEmbedUrl } from './videoEmbedUrl'

/** An embedded video: an iframe only for https YouTube or Vimeo URLs, any other URL as a link. */
export function TextContentEmbed({ blok }: { blok: Blok }) {
  const markers = use(BlokMarkersContext)(blok)
  const fields = blokContent<'TextContentEmbed'>(blok)
  const text = useIslandText()
  const url = typeof fields.url === 'string' ? fields.url.trim() : ''
  const title = typeof fields.title === 'string' && fields.title ? fields.title : text.embeddedVideo
  const player = videoEmbedUrl(url)
  if (!player) {
    return url ? (
      <p className="tc-embed tc-embed--link" {...markers}>
        <SiteLink link={url}>{title}</SiteLink>
      </p>
    ) : null
  }
  return <VideoFrame src={player} title={title} className="tc-embed" markers={markers} />
}
