import type { ImageOperations } from './parseImageOperations'

export interface Size {
  width: number
  height: number
}

/** Where the resized picture goes: the output before rotation (`box`) and the picture inside it. */
export interface ImageLayout {
  /** The output size (after rotation). */
  width: number
  height: number
  /** The output before rotation. */
  box: Size
  /** The resized picture in the box (smaller than the box only for `fit-in` with `fill`). */
  picture: Size & { x: number; y: number }
}

/** The image service's largest output side (`/m/200x5000` gives 200 x 4000). */
const MAX_IMAGE_SIDE = 4000

const side = (value: number): number => Math.max(1, Math.round(value))

/** The picture's size for a plain resize: exactly `w` x `h`; one side 0 keeps the proportion; both 0 keep the original. */
function resized(original: Size, width: number, height: number): Size {
  if (width === 0 && height === 0) {
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(original.width, original.height))
    return { width: side(original.width * scale), height: side(original.height * scale) }
  }
  if (height === 0) return { width, height: Math.min(MAX_IMAGE_SIDE, side((original.height * width) / original.width)) }
  if (width === 0) return { width: Math.min(MAX_IMAGE_SIDE, side((original.width * height) / original.height)), height }
  return { width, height }
}

/** `fit-in`: the largest size inside the box (0 = unbounded) that keeps the proportion, never larger than the original. */
function fitted(original: Size, width: number, height: number): Size {
  const scale = Math.min(
    1,
    MAX_IMAGE_SIDE / original.width,
    MAX_IMAGE_SIDE / original.height,
    width === 0 ? Infinity : width / original.width,
    height === 0 ? Infinity : height / original.height,
  )
  return { width: side(original.width * scale), height: side(original.height * scale) }
}

/**
 * The output of Storyblok's image service for an image of `original` size: requested sides are
 * capped at 4000; `{w}x{h}` crops to exactly that size (0 keeps the proportion), `fit-in/{w}x{h}`
 * fits the picture into the box and, with `fill`, pads it to the box; `rotate(90|270)` swaps the sides.
 */
export function imageLayout(original: Size, operations: ImageOperations): ImageLayout {
  const width = Math.min(MAX_IMAGE_SIDE, operations.width)
  const height = Math.min(MAX_IMAGE_SIDE, operations.height)
  let box: Size
  let picture: ImageLayout['picture']
  if (operations.fitIn) {
    const fit = fitted(original, width, height)
    box = operations.fill === null ? fit : { width: width || fit.width, height: height || fit.height }
    picture = { ...fit, x: Math.floor((box.width - fit.width) / 2), y: Math.floor((box.height - fit.height) / 2) }
  } else {
    box = resized(original, width, height)
    picture = { ...box, x: 0, y: 0 }
  }
  const turned = operations.rotate % 180 !== 0
  return { width: turned ? box.height : box.width, height: turned ? box.width : box.height, box, picture }
}
