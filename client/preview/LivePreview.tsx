import type StoryblokBridge from '@storyblok/preview-bridge'
import { useEffect, useState } from 'react'
import { applyEdit } from '../../shared/preview/applyEdit'
import { PreviewPage } from '../../shared/preview/PreviewPage'
import type { PreviewState } from '../../shared/preview/PreviewState'

/** The whole page, re-rendered from the edited story on each of the editor's `input` events. */
export function LivePreview({ initial, bridge }: { initial: PreviewState; bridge: StoryblokBridge }) {
  const [state, setState] = useState(initial)
  useEffect(() => {
    bridge.on('input', ({ story }) => setState((current) => applyEdit(current, story)))
  }, [bridge])
  return <PreviewPage state={state} />
}
