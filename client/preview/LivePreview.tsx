import type StoryblokBridge from '@storyblok/preview-bridge'
import { useEffect, useState } from 'react'
import { applyEdit } from '../../shared/preview/applyEdit'
import { PreviewPage } from '../../shared/preview/PreviewPage'
import type { PreviewState } from '../../shared/preview/PreviewState'
import { shownAfterSave } from '../../shared/preview/shownAfterSave'

/**
 * The whole page, re-rendered from the edited story on each of the editor's `input` events, with a
 * notice naming the edited fields the live view cannot show until Save (shownAfterSave).
 */
export function LivePreview({ initial, bridge }: { initial: PreviewState; bridge: StoryblokBridge }) {
  const [state, setState] = useState(initial)
  const [afterSave, setAfterSave] = useState<string[]>([])
  useEffect(() => {
    bridge.on('input', ({ story }) => {
      setState((current) => applyEdit(current, story))
      setAfterSave(shownAfterSave(initial, story))
    })
  }, [bridge, initial])
  return <PreviewPage state={state} afterSave={afterSave} />
}
