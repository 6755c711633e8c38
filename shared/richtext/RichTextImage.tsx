import { fillTemplate } from '../text/fillTemplate'
import { useIslandText } from '../i18n/IslandTextContext'
import { Image } from '../components/ui/Image'
import { storyblokAssetSize } from '../content/storyblokImageUrl'

/** Widest display width of an image in rich text, the width of the text column. */
const MAX_DISPLAY_WIDTH = 720
/** Attribute that lets the lightbox island open the link's image instead of navigating to it. */
export const LIGHTBOX_ATTRIBUTE = 'data-lightbox'
const SAFE_IMAGE_URL = /^(https:\/\/|\/(?!\/))/i

interface RichTextImageProps {
  src: string | undefined
  alt: string
  title?: string
}

/** An image in rich text: a link to the full image that the lightbox opens in place. */
export function RichTextImage({ src, alt, title }: RichTextImageProps) {
  const text = useIslandText()
  if (!src || !SAFE_IMAGE_URL.test(src)) return null
  const size = storyblokAssetSize(src)
  const width = size ? Math.min(size.width, MAX_DISPLAY_WIDTH) : undefined
  return (
    <a
      className="richtext__image"
      href={src}
      {...{ [LIGHTBOX_ATTRIBUTE]: '' }}
      aria-label={alt ? fillTemplate(text.enlargeImageNamed, { name: alt }) : text.enlargeImage}
      title={title}
    >
      {width && size ? (
        <Image src={src} alt={alt} width={width} height={Math.round((width * size.height) / size.width)} widths={{ 0: Math.min(width, 360), 768: width }} />
      ) : (
        <img src={src} alt={alt} loading="lazy" decoding="async" />
      )}
    </a>
  )
}
