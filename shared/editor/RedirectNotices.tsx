import { use } from 'react'
import type { EditorText } from '../i18n/messages/Messages'
import type { RedirectProblem } from './RedirectProblem'
import { BlokNoticesContext } from './BlokNoticesContext'

function problemText(text: EditorText, { kind, source, target }: RedirectProblem): string {
  switch (kind) {
    case 'source':
      return text.redirectSourceNotAPath(source, target)
    case 'target':
      return text.redirectTargetNowhere(source, target)
    case 'replaced':
      return text.redirectReplaced(source, target)
    case 'loop':
      return text.redirectLoop(source, target)
  }
}

/**
 * In the settings' preview, at the top of the page, each entry of the `redirects` datasource that
 * cannot work, and why, in the editor's language: the site ignores such entries without a word
 * to visitors. Nothing anywhere else.
 */
export function RedirectNotices({ problems }: { problems: readonly RedirectProblem[] }) {
  const notices = use(BlokNoticesContext)
  if (!notices) return null
  return problems.map((problem, index) => (
    <p key={index} className="blok-notice" role="note">
      {problemText(notices.text, problem)}
    </p>
  ))
}
