import type { EditorConfig } from '../editorPage'
import { editorAddress, managementRefusal } from './managementAnswer'
import { leaveNotice } from './storyActions'

export interface ReleaseButtonContext {
  /** The editor's config, in a release (`release` not null). */
  config: Pick<EditorConfig, 'spaceId' | 'managementToken' | 'release' | 'releases' | 'fullSlug'>
  /** Whether the panel holds edits not saved yet. */
  unsaved: () => boolean
  say: (text: string) => void
}

/**
 * Beside the release picker while a release is chosen: releases it through the Management API
 * (`PUT /releases/{id}` with `do_release`), as Storyblok's Releases app does: every story version
 * in it is published and the `release_merged` webhook sent. The editor then opens the story's
 * current drafts, which hold what was released, and the picker no longer offers the release;
 * so, like Rename and Move, it refuses while edits are unsaved (the new page would drop them).
 */
export function releaseButton({ config, unsaved, say }: ReleaseButtonContext): HTMLButtonElement {
  const name = config.releases.find(({ id }) => id === config.release)?.name ?? String(config.release)
  const button = document.createElement('button')
  button.type = 'button'
  button.id = 'editor-do-release'
  button.textContent = 'Release'
  button.title = `Publish every story saved in “${name}”`
  button.addEventListener('click', async () => {
    if (unsaved()) return say('Not released: save your changes first (the editor then opens the current drafts).')
    button.disabled = true
    const response = await fetch(`/v1/spaces/${config.spaceId}/releases/${config.release}`, {
      method: 'PUT',
      headers: { authorization: config.managementToken, 'content-type': 'application/json' },
      body: JSON.stringify({ release: {}, do_release: true }),
    })
    if (!response.ok) {
      button.disabled = false
      return say(managementRefusal('Releasing', response.status, await response.json().catch(() => null)))
    }
    leaveNotice(`Released “${name}”: every story saved in it is published; these are the current drafts.`)
    location.assign(editorAddress(config.fullSlug, null))
  })
  return button
}
