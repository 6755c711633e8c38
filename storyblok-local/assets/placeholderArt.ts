import { escapeXml } from '../../shared/html/escapeXml'
import type { Size } from './imageLayout'
import type { PlaceholderStyle } from './placeholderStyle'

/** SVG numbers with one decimal. */
const n = (value: number): string => String(Math.round(value * 10) / 10)
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif'
const NAVY = '#0b2540'
const WINDOW = '#e8f0fa'
/** Average glyph width of the caption font relative to its size. */
const GLYPH_WIDTH = 0.58
/** The truck's length relative to its height. */
const TRUCK_LENGTH = 3.05

function gradient({ from, to, angle }: PlaceholderStyle): string {
  const radians = (angle * Math.PI) / 180
  const dx = Math.cos(radians) / 2
  const dy = Math.sin(radians) / 2
  return (
    `<defs><linearGradient id="bg" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
  )
}

/** A person's head and shoulders, for square pictures (the demo's author portraits). */
function portrait({ width: w, height: h }: Size): string {
  return (
    `<circle cx="${n(w / 2)}" cy="${n(h * 0.4)}" r="${n(w * 0.17)}" fill="#fff" fill-opacity="0.85"/>` +
    `<path d="M${n(w * 0.17)} ${n(h)}C${n(w * 0.17)} ${n(h * 0.56)} ${n(w * 0.83)} ${n(h * 0.56)} ${n(w * 0.83)} ${n(h)}Z" fill="#fff" fill-opacity="0.85"/>`
  )
}

/** Sun, hills, a road with a truck, and the file's name; truck and name stay near the middle, so crops keep them. */
function landscape({ width: w, height: h }: Size, name: string, { accent, offset }: PlaceholderStyle): string {
  const m = Math.min(w, h)
  const s = h * 0.2
  const base = h * 0.86
  const x = (w - TRUCK_LENGTH * s) / 2 + (offset - 0.5) * (w - TRUCK_LENGTH * s) * 0.4
  const fontSize = Math.min(h * 0.075, (m * 0.9) / (name.length * GLYPH_WIDTH))
  return (
    `<circle cx="${n(w * (0.55 + 0.35 * offset))}" cy="${n(h * 0.28)}" r="${n(m * 0.16)}" fill="#fff" fill-opacity="0.16"/>` +
    `<path d="M0 ${n(h * 0.7)}Q${n(w * 0.25)} ${n(h * (0.52 + 0.1 * offset))} ${n(w * 0.5)} ${n(h * 0.68)}T${n(w)} ${n(h * 0.62)}V${n(h)}H0Z" fill="#000" fill-opacity="0.16"/>` +
    `<rect y="${n(h * 0.8)}" width="${n(w)}" height="${n(h * 0.2)}" fill="${NAVY}" fill-opacity="0.6"/>` +
    `<path d="M0 ${n(h * 0.9)}H${n(w)}" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(m * 0.012)}" stroke-dasharray="${n(m * 0.06)} ${n(m * 0.05)}"/>` +
    `<rect x="${n(x)}" y="${n(base - 0.95 * s)}" width="${n(2.2 * s)}" height="${n(0.8 * s)}" rx="${n(0.04 * s)}" fill="#fff" fill-opacity="0.95"/>` +
    `<rect x="${n(x + 2.28 * s)}" y="${n(base - 0.8 * s)}" width="${n(0.75 * s)}" height="${n(0.65 * s)}" rx="${n(0.08 * s)}" fill="${accent}"/>` +
    `<rect x="${n(x + 2.58 * s)}" y="${n(base - 0.72 * s)}" width="${n(0.38 * s)}" height="${n(0.22 * s)}" fill="${WINDOW}"/>` +
    [0.35, 1.7, 2.7].map((at) => `<circle cx="${n(x + at * s)}" cy="${n(base - 0.1 * s)}" r="${n(0.13 * s)}" fill="${NAVY}"/>`).join('') +
    `<text x="${n(w / 2)}" y="${n(h * 0.52)}" text-anchor="middle" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="600" fill="#fff" stroke="${NAVY}" stroke-opacity="0.35" stroke-width="${n(fontSize * 0.08)}" paint-order="stroke">${escapeXml(name)}</text>`
  )
}

/**
 * The SVG elements of a placeholder picture in the coordinates of the original image
 * (`0 0 width height`): a brand gradient with a portrait (square images) or a freight
 * landscape captioned with the file's name.
 */
export function placeholderArt(size: Size, name: string, style: PlaceholderStyle): string {
  const motif = size.width === size.height ? portrait(size) : landscape(size, name, style)
  return `${gradient(style)}<rect width="${n(size.width)}" height="${n(size.height)}" fill="url(#bg)"/>${motif}`
}
