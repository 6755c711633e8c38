import { createContext } from 'react'

/** Storyblok's visual-editor markers on a blok's root element (what `storyblokEditable` returns). */
export interface BlokMarkers {
  'data-blok-c': string
  'data-blok-uid': string
}

/** The markers of a blok, or undefined for none. */
export type MarkBlok = (blok: unknown) => BlokMarkers | undefined

const noMarkers: MarkBlok = () => undefined

/**
 * How rendered bloks are marked for the visual editor. Published pages use the default and carry
 * no marker (and their bundles no marker code); only editor previews provide `blokMarkers`.
 */
export const BlokMarkersContext = createContext<MarkBlok>(noMarkers)
