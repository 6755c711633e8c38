import { use } from 'react'
import type { EditorText } from '../i18n/messages/Messages'
import type { BlokProblem } from './blokProblems'
import { BlokNoticesContext } from './BlokNoticesContext'

function problemText(text: EditorText, problem: BlokProblem): string {
  switch (problem.kind) {
    case 'unknown':
      return text.blockNotSupported
    case 'missing':
      return text.fieldMissing(problem.field)
    case 'wrongType':
      return text.fieldWrongType(problem.field)
  }
}

/**
 * In an editor preview, at the blok's place, how it breaks the content model; nothing anywhere
 * else. `where` names a blok shown apart from its place (a settings blok: `header_items`).
 */
export function BlokNotice({ blok, where }: { blok: unknown; where?: string }) {
  const notices = use(BlokNoticesContext)
  if (!notices || typeof blok !== 'object' || blok === null) return null
  const problems = notices.problems(blok)
  if (problems.length === 0) return null
  return (
    <p className="blok-notice" role="note">
      {where ? `${where}: ` : null}
      {problems.map((problem) => problemText(notices.text, problem)).join('. ')}
    </p>
  )
}
