import type { SocialImage } from './PageHead'
import type { AssetFile } from '../content/readers/fields/readAsset'
import { storyblokImageUrl } from '../content/storyblokImageUrl'

/** Link previews are 1200×630; the image service is asked for half that, doubled. */
const PREVIEW_WIDTH = 1200
const PREVIEW_HEIGHT = 630
const SVG = /\.svg(?:[?#]|$)/i

/** A story image cropped for link previews; null for none, or an SVG (previews do not show them). */
export function socialImage(image: AssetFile | null): SocialImage | null {
  if (!image || SVG.test(image.src)) return null
  return { url: storyblokImageUrl(image.src, PREVIEW_WIDTH / 2, PREVIEW_HEIGHT / 2), alt: image.alt, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }
}
