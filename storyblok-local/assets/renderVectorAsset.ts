import { assetTitle } from './assetTitle'
import { escapeXml } from '../../shared/html/escapeXml'
import { placeholderStyle } from './placeholderStyle'
import type { ImageAsset } from './renderImagePlaceholder'

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif'
const NAVY = '#0b2540'
/** Average glyph width of the bold wordmark font relative to its size (generous, so the title fits). */
const GLYPH_WIDTH = 0.7
/** Wider than this ratio, an SVG asset is drawn as a logo (mark and wordmark), else as an icon. */
const LOGO_RATIO = 2
/** The file name's last word, which the wordmark leaves out. */
const LOGO_WORD = / logo$/i

/** A logo's wordmark: a name, each word of the file's title capitalised (`freight-demo-logo.svg` reads `Freight Demo`, as the brand is spelled). */
const wordmarkOf = (fileName: string): string =>
  assetTitle(fileName)
    .replace(LOGO_WORD, '')
    .replace(/(^|\s)\p{Ll}/gu, (initial) => initial.toUpperCase())

/** A small white truck in a `0 0 1 1` box. */
const TRUCK = 'M.14 .3h.44v.32H.14zM.62 .4h.16l.1 .12v.1H.62zM.2 .7a.07 .07 0 1 0 .14 0a.07 .07 0 1 0-.14 0M.64 .7a.07 .07 0 1 0 .14 0a.07 .07 0 1 0-.14 0'

/**
 * The body of an SVG asset (logo, custom icon): a small SVG of the asset's size in brand colours,
 * deterministic from its hash — a mark and the file's title for wide ones, an icon otherwise.
 */
export function renderVectorAsset(asset: ImageAsset): string {
  const { width, height } = asset.size
  const { accent } = placeholderStyle(asset.hash)
  const mark = Math.min(width, height)
  const icon = `<rect width="${mark}" height="${mark}" rx="${mark * 0.2}" fill="${accent}"/><path transform="scale(${mark})" d="${TRUCK}" fill="#fff"/>`
  let wordmark = ''
  if (width >= LOGO_RATIO * height) {
    const title = wordmarkOf(asset.name)
    const fontSize = Math.min(height * 0.55, (width - mark * 1.25) / (title.length * GLYPH_WIDTH))
    wordmark = `<text x="${mark * 1.25}" y="${height / 2}" dominant-baseline="central" font-family="${FONT}" font-size="${Math.round(fontSize * 10) / 10}" font-weight="700" fill="${NAVY}">${escapeXml(title)}</text>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon}${wordmark}</svg>`
}
