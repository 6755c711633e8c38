import type { Context } from 'hono'
import { Document } from '../../shared/components/Document'
import type { PageHead } from '../../shared/seo/PageHead'
import { BlokMarkersContext } from '../../shared/editor/BlokMarkersContext'
import { blokMarkers } from '../../shared/editor/blokMarkers'
import { BlokNoticesContext } from '../../shared/editor/BlokNoticesContext'
import { blokProblems } from '../../shared/editor/blokProblems'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { PreviewPage } from '../../shared/editor/PreviewPage'
import { PREVIEW_ROOT_ID, PREVIEW_STATE_ID, type PreviewState } from '../../shared/editor/PreviewState'
import { serializeScriptJson } from '../../shared/html/serializeScriptJson'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import type { AppEnv } from '../config/AppEnv'
import { assetManifest } from '../config/assetManifest'
import { renderHtml } from './renderHtml'

/**
 * A page in the visual editor (a verified preview request only): every blok carries Storyblok's
 * editable markers, and instead of islands the page loads one preview chunk (the bridge and
 * the whole page as one React root), which re-renders it from the edited story on each `input`.
 * Never cached, framed only by the editors' origins, never tracked by analytics.
 */
export function renderPreviewPage(c: Context<AppEnv>, { head, state }: { head: PageHead; state: PreviewState }): Promise<Response> {
  return renderHtml(
    c,
    <Document lang={state.language} head={head} buildId={assetManifest.buildId} stylesheet={assetManifest.stylesheet} analytics={null}>
      <div id={PREVIEW_ROOT_ID}>
        {/* No islands: the preview chunk hydrates the whole page. */}
        <AssetsContext value={null}>
          <BlokMarkersContext value={blokMarkers}>
            <BlokNoticesContext value={{ text: messagesFor(state.language).editor, problems: blokProblems }}>
              <PreviewPage state={state} />
            </BlokNoticesContext>
          </BlokMarkersContext>
        </AssetsContext>
      </div>
      <script type="application/json" id={PREVIEW_STATE_ID} dangerouslySetInnerHTML={{ __html: serializeScriptJson(state) }} />
      <script type="module" src={assetManifest.preview} />
    </Document>,
    { cache: 'no-store' },
  )
}
