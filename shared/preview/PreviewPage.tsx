import { Shell } from '../components/shell/Shell'
import { PageBody } from '../templates/PageBody'
import { BlokNotice } from '../editor/BlokNotice'
import { NestedNotices } from '../editor/NestedNotices'
import { modelBlockLabel } from '../editor/modelRules'
import { SeoNotices } from '../editor/SeoNotices'
import { RedirectNotices } from '../editor/RedirectNotices'
import { AfterSaveNotice } from '../editor/AfterSaveNotice'
import type { PreviewState } from './PreviewState'
import { withoutBrokenBloks } from '../editor/withoutBrokenBloks'

/**
 * A whole page (shell and body) from its preview state: what the server renders and the client
 * re-renders on every edit. The page is what visitors will get (the settings without the bloks
 * they never see), with notices about what breaks the content model: the settings' bloks listed
 * together at the top, the story's own fields and what its last publish's check found on the
 * published page, then each blok of the page at its place. `afterSave`: the edited fields the
 * live view shows only once saved (the live preview's, shownAfterSave).
 */
export function PreviewPage({ state, afterSave = [] }: { state: PreviewState; afterSave?: readonly string[] }) {
  const settings = withoutBrokenBloks(state.settings)
  return (
    <Shell language={state.language} settings={settings} languages={state.languages}>
      <BlokNotice blok={state.settings} where={modelBlockLabel('settings')} />
      <NestedNotices blok={state.settings} />
      {/* The settings' own page shows them as the shell does: their notices are the ones above. */}
      {state.data.kind === 'settings' ? null : <BlokNotice blok={state.data.story?.content} />}
      <SeoNotices problems={state.seoProblems} />
      <RedirectNotices problems={state.redirectProblems} />
      <AfterSaveNotice fields={afterSave} />
      <PageBody data={state.data} language={state.language} settings={settings} />
    </Shell>
  )
}
