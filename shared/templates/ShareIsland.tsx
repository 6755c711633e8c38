import { island } from '../islands/island'
import { ShareButton } from './ShareButton'

/** The share control, hydrated once it scrolls into view (client/islands/Share.ts). */
export const ShareIsland = island('Share', ShareButton, 'visible')
