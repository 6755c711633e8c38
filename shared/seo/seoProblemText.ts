import type { EditorText } from '../i18n/messages/Messages'
import type { SeoProblem } from './SeoProblem'

/** A problem the SEO checks found, in the editor's words (the preview's notices, and the report in English). */
export function seoProblemText(text: EditorText, problem: SeoProblem): string {
  switch (problem.kind) {
    case 'brokenLink':
      return text.linkBroken(problem.href, problem.status)
    case 'missingAnchor':
      return text.anchorMissing(problem.href, problem.anchor)
    case 'hreflangNoReturn':
      return text.translationNoReturn(problem.href, problem.hreflang)
    case 'imageWithoutAlt':
      return text.imageWithoutAlt(problem.file)
    case 'titleLength':
      return problem.length < problem.min ? text.titleTooShort(problem.length, problem.min) : text.titleTooLong(problem.length, problem.max)
    case 'descriptionLength':
      return problem.length < problem.min ? text.descriptionTooShort(problem.length, problem.min) : text.descriptionTooLong(problem.length, problem.max)
  }
}
