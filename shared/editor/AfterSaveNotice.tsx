import { use } from 'react'
import { BlokNoticesContext } from './BlokNoticesContext'

/** In the live preview, at the top of the page, the edited fields (by their labels) it can show only after Save, in the editor's language. */
export function AfterSaveNotice({ fields }: { fields: readonly string[] }) {
  const notices = use(BlokNoticesContext)
  if (!notices || fields.length === 0) return null
  return (
    <p className="blok-notice" role="status">
      {notices.text.shownAfterSave(fields.join(', '))}
    </p>
  )
}
