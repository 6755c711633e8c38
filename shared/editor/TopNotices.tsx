import { use } from 'react'
import type { EditorText } from '../i18n/messages/Messages'
import { BlokNoticesContext } from './BlokNoticesContext'

/**
 * In an editor preview, at the top of the page, one notice a line that `say` words in the
 * editor's language (what the publish check found, redirect entries that cannot work); nothing
 * anywhere else.
 */
export function TopNotices({ say }: { say: (text: EditorText) => readonly string[] }) {
  const notices = use(BlokNoticesContext)
  if (!notices) return null
  return say(notices.text).map((line, index) => (
    <p key={index} className="blok-notice" role="note">
      {line}
    </p>
  ))
}
