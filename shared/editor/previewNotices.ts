import { messagesFor } from '../i18n/messages/catalogue'
import { blokProblems } from './blokProblems'
import type { BlokNotices } from './BlokNoticesContext'
import type { PreviewState } from '../preview/PreviewState'

/** The notices of a preview, in the editor's language, checking option fields against the datasources it read. */
export function previewNotices({ editorLanguage, datasources }: Pick<PreviewState, 'editorLanguage' | 'datasources'>): BlokNotices {
  return { text: messagesFor(editorLanguage).editor, problems: (blok) => blokProblems(blok, datasources) }
}
