import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Document } from '../../shared/components/Document'
import { Shell } from '../../shared/components/shell/Shell'
import { BlokMarkersContext } from '../../shared/editor/BlokMarkersContext'
import { blokMarkers } from '../../shared/editor/blokMarkers'
import { BlokNoticesContext } from '../../shared/editor/BlokNoticesContext'
import { PreviewPage } from '../../shared/preview/PreviewPage'
import { PREVIEW_ROOT_ID, PREVIEW_STATE_ID, type PreviewState } from '../../shared/preview/PreviewState'
import { previewNotices } from '../../shared/editor/previewNotices'
import { serializeScriptJson } from '../../shared/html/serializeScriptJson'
import type { LanguageChoice } from '../../shared/i18n/LanguageChoice'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import type { PageHead } from '../../shared/seo/PageHead'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { analyticsConfig } from '../config/analyticsConfig'
import type { AnalyticsPage } from '../../shared/pages/AnalyticsConfig'
import { assetManifest } from '../config/assetManifest'
import { languageConfig } from '../config/languageConfig'
import { homeChoices } from './languageChoices'
import { renderHtml } from './renderHtml'

/** What a page-producing route hands to the pipeline. */
export interface PageView {
  language: string
  head: PageHead
  /** What the language switch offers (languageChoices); without it, every configured language's home. */
  languages?: LanguageChoice[]
  settings: SiteSettings | null
  /**
   * The page for visitors (inside the shell, with islands), or, for a verified visual-editor
   * request, the story's preview state (the whole page hydrated by the preview chunk).
   */
  content: { body: ReactNode } | { preview: PreviewState }
  status?: number
  /** `<html lang>`; defaults to the page's language (the bare error page is `en`). */
  documentLanguage?: string
  /** What page views report: the screen (`blogArticle`, `error`, …) and its route pattern. */
  pageKind: string
  route?: string
  /** The search page's query (scrubbed) and its number of results, for analytics. */
  search?: AnalyticsPage['search']
  /** A draft, or a page about one visitor (a submission, a link): never stored by any cache. */
  private?: boolean
  /** When the page's content changes by itself, without a publish (pageExpiry): a cached copy is rendered again from then. */
  expiresAt?: number
}

function visitorDocument(c: Context<AppEnv>, view: PageView, body: ReactNode): ReactNode {
  const analytics = analyticsConfig(c.env)
  const page = { language: view.language, kind: view.pageKind, ...(view.route ? { route: view.route } : {}), ...(view.search ? { search: view.search } : {}) }
  return (
    <Document
      lang={view.documentLanguage ?? view.language}
      head={view.head}
      brand={c.env.COMPANY_NAME}
      buildId={assetManifest.buildId}
      stylesheet={assetManifest.stylesheet}
      analytics={analytics ? { ...analytics, page } : null}
    >
      <Shell language={view.language} settings={view.settings} languages={view.languages ?? homeChoices(languageConfig(c.env))}>
        {body}
      </Shell>
    </Document>
  )
}

/**
 * A page in the visual editor: every blok carries Storyblok's editable markers and, where it
 * breaks the content model, a notice; instead of islands the page loads one preview chunk (the
 * bridge and the whole page as one React root), which re-renders it from the edited story on
 * each `input`. Never tracked by analytics.
 */
function previewDocument(view: PageView, state: PreviewState, brand: string): ReactNode {
  return (
    <Document lang={state.language} head={view.head} brand={brand} buildId={assetManifest.buildId} stylesheet={assetManifest.stylesheet} analytics={null}>
      <div id={PREVIEW_ROOT_ID}>
        {/* No islands: the preview chunk hydrates the whole page. */}
        <AssetsContext value={null}>
          <BlokMarkersContext value={blokMarkers}>
            <BlokNoticesContext value={previewNotices(state)}>
              <PreviewPage state={state} />
            </BlokNoticesContext>
          </BlokMarkersContext>
        </AssetsContext>
      </div>
      <script type="application/json" id={PREVIEW_STATE_ID} dangerouslySetInnerHTML={{ __html: serializeScriptJson(state) }} />
      <script type="module" src={assetManifest.preview} />
    </Document>
  )
}

/**
 * The one way a page becomes a response: the document with its head, the shell with islands
 * (or the preview chunk), the status, the cache headers and the render's Server-Timing
 * (renderHtml). Security headers (CSP, framing) are added to every response by
 * worker/security/securityHeaders. A preview, a private page or a failure is never stored.
 */
export function pageResponse(c: Context<AppEnv>, view: PageView): Promise<Response> {
  const status = view.status ?? 200
  const preview = 'preview' in view.content ? view.content.preview : null
  const element = preview ? previewDocument(view, preview, c.env.COMPANY_NAME) : visitorDocument(c, view, 'body' in view.content ? view.content.body : null)
  const stored = !preview && !view.private && status < 500
  return renderHtml(c, element, { status, cache: stored ? 'revalidate' : 'noStore', expires: stored ? (view.expiresAt ?? null) : null })
}
