/**
 * Adds Storyblok's visual-editor marker
 * `<!--#storyblok#{"name":"<component>","space":"<space id>","uid":"<_uid>","id":"<story id>"}-->`
 * as `_editable` to every blok (an object with `component` and `_uid`) of draft content, including
 * bloks embedded in rich text. Table cells (`_table_*` components) are not bloks.
 */
export function addEditableMarkers(value: unknown, spaceId: number, storyId: number): void {
  if (Array.isArray(value)) {
    for (const item of value) addEditableMarkers(item, spaceId, storyId)
    return
  }
  if (value === null || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  for (const child of Object.values(record)) addEditableMarkers(child, spaceId, storyId)
  const { component, _uid: uid } = record
  if (typeof component === 'string' && typeof uid === 'string' && !component.startsWith('_')) {
    const marker = JSON.stringify({ name: component, space: String(spaceId), uid, id: String(storyId) })
    record._editable = `<!--#storyblok#${marker}-->`
  }
}
