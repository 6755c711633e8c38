import { use } from 'react'
import type { SeoProblem } from '../seo/SeoProblem'
import { seoProblemText } from '../seo/seoProblemText'
import { BlokNoticesContext } from './BlokNoticesContext'

/**
 * In an editor preview, at the top of the page, what the check at the story's last publish found
 * on its published page (worker/seo/): one notice a problem, in the editor's language; nothing
 * anywhere else.
 */
export function SeoNotices({ problems }: { problems: readonly SeoProblem[] }) {
  const notices = use(BlokNoticesContext)
  if (!notices) return null
  return problems.map((problem, index) => (
    <p key={index} className="blok-notice" role="note">
      {seoProblemText(notices.text, problem)}
    </p>
  ))
}
