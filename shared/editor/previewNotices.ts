import { messagesFor } from '../i18n/messages/catalogue'
import { blokProblems } from './blokProblems'
import type { BlokNotices } from './BlokNoticesContext'
import type { PreviewState } from '../preview/PreviewState'

/** The notices of a preview, in its language, checking option fields against the datasources it read. */
export function previewNotices({ language, datasources }: Pick<PreviewState, 'language' | 'datasources'>): BlokNotices {
  return { text: messagesFor(language).editor, problems: (blok) => blokProblems(blok, datasources) }
}
