import { use } from 'react'
import type { EditorText } from '../i18n/messages/Messages'
import { BlokMarkersContext } from './BlokMarkersContext'
import type { BlokProblem } from './BlokProblem'
import { BlokNoticesContext } from './BlokNoticesContext'
import { modelBlockLabel } from './modelRules'

function problemText(text: EditorText, problem: BlokProblem): string {
  switch (problem.kind) {
    case 'unknown':
      return text.blockUnknown(problem.component)
    case 'notAllowedHere':
      return text.blockNotAllowedHere(problem.block)
    case 'missing':
      return text.fieldMissing(problem.field)
    case 'wrongType':
      return text.fieldWrongType(problem.field)
    case 'notADate':
      return text.fieldNotADate(problem.field)
    case 'notAnOption':
      return text.fieldNotAnOption(problem.field, problem.value)
    case 'wrongLinkKind':
      return text.fieldWrongLinkKind(problem.field)
    case 'wrongFileKind':
      return text.fieldWrongFileKind(problem.field)
  }
}

interface BlokNoticeProps {
  blok: unknown
  /** Names a blok shown apart from its place (a settings blok: `header_items`). */
  where?: string
  /** The place renders no such component (a page body's `button`): the blok is not allowed here, whatever the model says of it. */
  unsupported?: boolean
  /** The notice stands in for the blok, which visitors never see: it carries the blok's editor markers, so a click selects it. */
  marked?: boolean
}

/** In an editor preview, at the blok's place, how it breaks the content model; nothing anywhere else. */
export function BlokNotice({ blok, where, unsupported = false, marked = false }: BlokNoticeProps) {
  const notices = use(BlokNoticesContext)
  const markers = use(BlokMarkersContext)
  if (!notices || typeof blok !== 'object' || blok === null) return null
  const found = notices.problems(blok)
  const component = (blok as { component?: unknown }).component
  const notHere = unsupported && !found.some((problem) => problem.kind === 'unknown') && typeof component === 'string'
  const problems: readonly BlokProblem[] = notHere ? [{ kind: 'notAllowedHere', block: modelBlockLabel(component) }, ...found] : found
  if (problems.length === 0) return null
  return (
    <p className="blok-notice" role="note" {...(marked ? markers(blok) : undefined)}>
      {where ? `${where}: ` : null}
      {problems.map((problem) => problemText(notices.text, problem)).join('. ')}
    </p>
  )
}
