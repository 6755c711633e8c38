import type { EditorText } from '../i18n/messages/Messages'
import type { RedirectProblem } from './RedirectProblem'
import { TopNotices } from './TopNotices'

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
 * In the settings' preview, each entry of the `redirects` datasource that cannot work, and why: the
 * site ignores such entries without a word to visitors.
 */
export function RedirectNotices({ problems }: { problems: readonly RedirectProblem[] }) {
  return <TopNotices say={(text) => problems.map((problem) => problemText(text, problem))} />
}
