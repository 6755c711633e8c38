// The editor preview's only script (verified previews load it instead of the islands): the
// Storyblok bridge, and the whole page as one React root that follows the editor's edits.
import StoryblokBridge from '@storyblok/preview-bridge'
import { hydrateRoot } from 'react-dom/client'
import { BLOK_REGISTRY } from '../shared/templates/blokRegistry'
import { BlokViewsContext } from '../shared/bloks/BlokViewsContext'
import { BlokMarkersContext } from '../shared/editor/BlokMarkersContext'
import { blokMarkers } from '../shared/editor/blokMarkers'
import { BlokNoticesContext } from '../shared/editor/BlokNoticesContext'
import { PREVIEW_ROOT_ID, PREVIEW_STATE_ID, type PreviewState } from '../shared/preview/PreviewState'
import { previewNotices } from '../shared/editor/previewNotices'
import { bridgeTarget } from './preview/bridgeTarget'
import { LivePreview } from './preview/LivePreview'
import { onlyEditorMessages } from './preview/onlyEditorMessages'
import { revivedState } from './preview/revivedState'

/** The story the editor has open (the page's own story, or e.g. `_settings` shown on the home page). */
const OPEN_STORY_PARAM = '_storyblok'

const state = revivedState(JSON.parse(document.getElementById(PREVIEW_STATE_ID)?.textContent ?? 'null') as PreviewState)
const root = document.getElementById(PREVIEW_ROOT_ID) as HTMLElement
const openStoryId = new URL(location.href).searchParams.get(OPEN_STORY_PARAM)
const pageStoryId = state.data.story ? String(state.data.story.id) : null

onlyEditorMessages(state.editorOrigins)
const bridge = new StoryblokBridge({
  customParent: bridgeTarget(state.editorOrigins),
  // What the server resolved for the page's story; the editor resolves the same in `input` stories.
  resolveRelations: openStoryId === pageStoryId ? state.resolveRelations : [],
  // The shell's settings are read with resolve_links=url; the page's own story as the server read it.
  resolveLinks: openStoryId === pageStoryId ? state.resolveLinks : 'url',
})
// A saved or published story: show it as the server renders it now.
bridge.on(['change', 'published'], (event) => {
  if (String(event.storyId) === openStoryId) location.reload()
})
bridge.pingEditor(() => {
  document.documentElement.dataset.editor = bridge.isInEditor() ? 'connected' : 'none'
})

hydrateRoot(
  root,
  <BlokViewsContext value={BLOK_REGISTRY}>
    <BlokMarkersContext value={blokMarkers}>
      <BlokNoticesContext value={previewNotices(state)}>
        <LivePreview initial={state} bridge={bridge} />
      </BlokNoticesContext>
    </BlokMarkersContext>
  </BlokViewsContext>,
)
