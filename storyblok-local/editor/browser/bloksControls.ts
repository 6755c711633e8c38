import { newBlok, type BloksField, type FieldGroup, type FieldPath } from './editableFields'

type Json = Record<string, unknown>

function button(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = text
  element.setAttribute('aria-label', label)
  element.addEventListener('click', onClick)
  return element
}

/** The array a path leads to, and the index the path ends at. */
function arrayAt(content: Json, path: FieldPath): { list: unknown[]; index: number } | null {
  let target: unknown = content
  for (const step of path.slice(0, -1)) target = (target as Json)[step as string]
  const index = path.at(-1)
  return Array.isArray(target) && typeof index === 'number' ? { list: target, index } : null
}

/** "Add" for a bloks field: a choice of the components it allows and a button that appends a new, empty one (reported by its uid). */
export function addBlokControl(content: Json, field: BloksField, id: string, onAdded: (uid: string) => void): HTMLElement {
  const wrapper = document.createElement('div')
  wrapper.className = 'add-blok'
  const label = document.createElement('label')
  label.htmlFor = id
  label.textContent = `${field.label} › add`
  const select = document.createElement('select')
  select.id = id
  select.append(
    ...field.allow.map(({ name, label: text }) => {
      const option = document.createElement('option')
      option.value = name
      option.textContent = text
      return option
    }),
  )
  const add = button('Add', `Add to ${field.label}`, () => {
    let target: unknown = content
    for (const step of field.path.slice(0, -1)) target = (target as Json)[step as string]
    const holder = target as Json
    const last = field.path.at(-1) as string
    const list = Array.isArray(holder[last]) ? (holder[last] as unknown[]) : []
    const added = newBlok(select.value)
    holder[last] = [...list, added]
    onAdded(added._uid)
  })
  wrapper.append(label, select, add)
  return wrapper
}

/** "Move up", "Move down" and "Remove" for a blok inside a bloks field (or rich text). */
export function blokOrderControls(content: Json, group: FieldGroup, onChange: () => void): HTMLElement | null {
  const place = arrayAt(content, group.path)
  if (!place) return null
  const move = (by: number) => () => {
    const to = place.index + by
    if (to < 0 || to >= place.list.length) return
    const [blok] = place.list.splice(place.index, 1)
    place.list.splice(to, 0, blok)
    onChange()
  }
  const controls = document.createElement('div')
  controls.className = 'blok-order'
  controls.append(
    button('↑', `Move ${group.label} up`, move(-1)),
    button('↓', `Move ${group.label} down`, move(1)),
    button('Remove', `Remove ${group.label}`, () => {
      place.list.splice(place.index, 1)
      onChange()
    }),
  )
  return controls
}
