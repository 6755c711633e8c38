import { Shell } from '../components/shell/Shell'
import { PageBody } from '../templates/PageBody'
import { BlokNotice } from './BlokNotice'
import type { PreviewState } from './PreviewState'
import { SettingsNotices } from './SettingsNotices'

/** A whole page (shell and body) from its preview state: what the server renders and the client re-renders on every edit. */
export function PreviewPage({ state }: { state: PreviewState }) {
  return (
    <Shell language={state.language} settings={state.settings} languages={state.languages}>
      <SettingsNotices settings={state.settings} />
      <BlokNotice blok={state.data.story?.content} />
      <PageBody data={state.data} language={state.language} settings={state.settings} />
    </Shell>
  )
}
