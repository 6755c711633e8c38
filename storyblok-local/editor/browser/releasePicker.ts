import type { EditorConfig } from '../editorPage'

/**
 * The toolbar's release picker: the current drafts, or one of the space's releases, as in
 * Storyblok's editor. Choosing one opens the story in it (the editor's address with
 * `?release=<id>`): the panel reads and Save writes that release's version, and the frame
 * previews it with `_storyblok_release`. A release goes live when it is released, not by
 * Publish, which waits for the current drafts.
 */
export function releasePicker({ release, releases }: Pick<EditorConfig, 'release' | 'releases'>, publish: HTMLButtonElement | null): HTMLElement {
  const wrapper = document.createElement('div')
  wrapper.className = 'release-picker'
  const label = document.createElement('label')
  label.htmlFor = 'editor-release'
  label.textContent = 'Release'
  const select = document.createElement('select')
  select.id = 'editor-release'
  const choices = [{ value: '', name: 'Current drafts' }, ...releases.map(({ id, name }) => ({ value: String(id), name }))]
  select.append(
    ...choices.map(({ value, name }) => {
      const option = document.createElement('option')
      option.value = value
      option.textContent = name
      option.selected = value === String(release ?? '')
      return option
    }),
  )
  select.addEventListener('change', () => {
    const url = new URL(location.href)
    if (select.value) url.searchParams.set('release', select.value)
    else url.searchParams.delete('release')
    location.assign(url)
  })
  if (release !== null && publish) {
    publish.disabled = true
    publish.title = 'A release goes live when it is released'
  }
  wrapper.append(label, select)
  return wrapper
}
