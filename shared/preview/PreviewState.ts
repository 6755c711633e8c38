import type { LanguageChoice } from '../i18n/LanguageChoice'
import type { PageData } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'
import type { DatasourceValues } from '../editor/blokProblems'
import type { SeoProblem } from '../seo/SeoProblem'
import type { RedirectProblem } from '../editor/RedirectProblem'

/** Id of the element that holds the whole page in an editor preview (the client hydrates it). */
export const PREVIEW_ROOT_ID = 'preview-root'
/** Id of the `<script type="application/json">` that carries the preview's {@link PreviewState}. */
export const PREVIEW_STATE_ID = 'preview-state'

/** Everything an editor preview renders from: the server renders it, the client re-renders it on each edit. */
export interface PreviewState {
  language: string
  /** What the notices speak: the editor's browser language where the site speaks it, else the page's (worker/visitorLanguage/browserLanguage.ts). */
  editorLanguage: string
  /** What the language switch offers. */
  languages: LanguageChoice[]
  settings: SiteSettings | null
  data: PageData
  /** `component.field` relations the page's story was loaded with; the editor resolves the same in edits. */
  resolveRelations: string[]
  /** `url` when the page's story was loaded with `resolve_links=url` (the settings); the editor resolves the same in edits. */
  resolveLinks: 'url' | null
  /** The entries' values of the datasources option fields take, as the space has them: the notices check those fields against them. */
  datasources: DatasourceValues
  /** What the check at the story's last publish found on its published page (worker/seo/): shown as notices. */
  seoProblems: readonly SeoProblem[]
  /** The settings' preview only: the `redirects` datasource's entries that cannot work (worker/redirects/redirectProblems), as notices. */
  redirectProblems: readonly RedirectProblem[]
  /** Origins allowed to frame the preview (STORYBLOK_EDITOR_ORIGIN, the local editor); the bridge talks to the one that framed it. */
  editorOrigins: string[]
}
