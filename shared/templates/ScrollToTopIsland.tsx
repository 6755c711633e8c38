import { island } from '../islands/island'
import { ScrollToTop } from './ScrollToTop'

/** Hydrated when the page is idle (client/islands/ScrollToTop.ts). */
export const ScrollToTopIsland = island('ScrollToTop', ScrollToTop)
