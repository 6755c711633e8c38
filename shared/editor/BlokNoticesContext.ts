import { createContext } from 'react'
import type { EditorText } from '../i18n/messages/Messages'
import type { BlokProblem } from './BlokProblem'

/** What a preview needs to tell the editor how a blok breaks the content model. */
export interface BlokNotices {
  text: EditorText
  /** The blok's problems (`previewNotices`: blokProblems with the datasources the preview read). */
  problems: (blok: object) => readonly BlokProblem[]
}

/**
 * Notices about content that breaks the content model. Published pages use the default (null) and
 * show none; only editor previews (server and preview chunk) provide it.
 */
export const BlokNoticesContext = createContext<BlokNotices | null>(null)
