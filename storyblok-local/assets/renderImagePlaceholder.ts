import type { ImageLayout, Size } from './imageLayout'
import type { ImageOperations } from './parseImageOperations'
import { placeholderArt } from './placeholderArt'
import { placeholderStyle } from './placeholderStyle'

/** An image asset: its original size, file name and hash (from its URL). */
export interface ImageAsset {
  size: Size
  name: string
  hash: string
}

/** Maps the unrotated box onto the output; `rotate(..)` turns counterclockwise, as Thumbor does. */
function rotation(degrees: number, box: Size): string {
  if (degrees === 90) return ` transform="translate(0 ${box.width}) rotate(-90)"`
  if (degrees === 180) return ` transform="translate(${box.width} ${box.height}) rotate(180)"`
  if (degrees === 270) return ` transform="translate(${box.height} 0) rotate(90)"`
  return ''
}

/**
 * The placeholder the local image service returns for an image asset: an SVG of exactly the
 * layout's output size, the picture cropped to its box (as a resize crops), padded with `fill`,
 * blurred with `blur` (radius in output pixels) and rotated with `rotate`.
 */
export function renderImagePlaceholder(asset: ImageAsset, layout: ImageLayout, operations: Pick<ImageOperations, 'fill' | 'rotate' | 'blur'>): string {
  const { box, picture } = layout
  const { width, height } = asset.size
  const art = placeholderArt(asset.size, asset.name, placeholderStyle(asset.hash))
  const scale = Math.max(picture.width / width, picture.height / height)
  const blurred =
    operations.blur > 0
      ? `<filter id="blur" x="0" y="0" width="1" height="1"><feGaussianBlur stdDeviation="${Math.round((operations.blur / scale) * 10) / 10}" edgeMode="duplicate"/></filter><g filter="url(#blur)">${art}</g>`
      : art
  const fill =
    operations.fill === null || operations.fill === 'transparent' ? '' : `<rect width="${box.width}" height="${box.height}" fill="#${operations.fill}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">` +
    `<g${rotation(operations.rotate, box)}>${fill}` +
    `<svg x="${picture.x}" y="${picture.y}" width="${picture.width}" height="${picture.height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">${blurred}</svg>` +
    `</g></svg>`
  )
}
