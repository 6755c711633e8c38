import { island } from '../islands/island'
import { ShareButton } from './ShareButton'

/** The share control, hydrated when the reader reaches for it (client/islands/Share.ts). */
export const ShareIsland = island('Share', ShareButton, 'interaction')
