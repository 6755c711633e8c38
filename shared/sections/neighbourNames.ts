import { messagesFor } from '../i18n/messages/catalogue'
import type { NeighbourKind, NeighbourText } from '../i18n/messages/Messages'

export type { NeighbourKind, NeighbourText }

/** What stories of a kind call their neighbours in a language: its pack's words; a language outside the catalogue reads English, as messagesFor does. */
export function neighbourNames(kind: NeighbourKind, language: string): NeighbourText {
  return messagesFor(language).neighbours[kind]
}
