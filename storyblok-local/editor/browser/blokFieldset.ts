import { addBlokControl, blokOrderControls } from './bloksControls'
import type { EditableField, FieldGroup, PanelItem } from './editableFields'
import { fieldControl, writeLabel, type LoadChoices } from './fieldControl'
import { tabbedSections } from './tabbedSections'

type Json = Record<string, unknown>

/** What the panel's forms report to the editor, and what they share. */
export interface PanelContext {
  /** The story's content, which the blok controls change. */
  content: Json
  nextId: () => string
  loadChoices: LoadChoices
  /** The tab chosen in each blok's form, by the blok's uid: kept when the panel is built anew. */
  chosenTabs: Map<string, number>
  /** The nested bloks whose forms are open, by uid (the others show only their name and summary). */
  expanded: Set<string>
  fieldChanged: (field: EditableField, value: string | boolean | string[]) => void
  /** A blok was added, moved or removed. */
  structureChanged: () => void
  /** A control of the blok (not of a blok inside it) got focus. */
  focused: (group: FieldGroup) => void
  hovered: (group: FieldGroup) => void
}

/** A fieldset named by its legend, with the field's description under it. */
function fieldGroup(className: string, label: string, help: string | undefined, required = false): HTMLFieldSetElement {
  const fieldset = document.createElement('fieldset')
  fieldset.className = className
  const legend = document.createElement('legend')
  writeLabel(legend, label, required)
  fieldset.append(legend)
  if (help) {
    const note = document.createElement('small')
    note.textContent = help
    fieldset.append(note)
  }
  return fieldset
}

function itemElement(item: PanelItem, context: PanelContext): HTMLElement {
  switch (item.kind) {
    case 'field':
      return fieldControl(item.field, context.nextId(), context.loadChoices, (value) => context.fieldChanged(item.field, value))
    case 'blok':
      return blokFieldset(item.group, context)
    case 'richtext': {
      const { label, help, required, items } = item.richText
      const fieldset = fieldGroup('field-group', label, help, required)
      fieldset.append(...items.map((inner) => itemElement(inner, context)))
      return fieldset
    }
    case 'bloks': {
      const { bloks } = item
      const fieldset = fieldGroup('field-group', bloks.label, bloks.help)
      fieldset.append(...bloks.bloks.map((group) => blokFieldset(group, context)))
      const added = (uid: string) => {
        context.expanded.add(uid)
        context.structureChanged()
      }
      if (bloks.allow.length > 0) fieldset.append(addBlokControl(context.content, bloks, context.nextId(), added))
      return fieldset
    }
  }
}

/** A few words that tell bloks of one kind apart: the first text the blok holds (a link's or a heading's words). */
function summary(group: FieldGroup): string {
  for (const section of group.sections)
    for (const item of section.items)
      if (item.kind === 'field' && item.field.kind === 'text' && typeof item.field.value === 'string' && item.field.value.trim()) return item.field.value.trim()
  return ''
}

/**
 * The legend of a nested blok: a toggle that opens and closes its form (a long list of bloks, such
 * as the navigation, shows one line each until one is opened), with a summary that tells it apart.
 */
function collapsibleLegend(group: FieldGroup, body: HTMLElement, context: PanelContext): HTMLLegendElement {
  const legend = document.createElement('legend')
  const toggle = document.createElement('button')
  toggle.type = 'button'
  toggle.className = 'blok-toggle'
  toggle.setAttribute('aria-controls', body.id)
  const mark = document.createElement('span')
  mark.className = 'blok-toggle-mark'
  mark.setAttribute('aria-hidden', 'true')
  toggle.append(mark, group.label)
  const words = summary(group)
  if (words) {
    const note = document.createElement('span')
    note.className = 'blok-summary'
    note.textContent = `: ${words}`
    toggle.append(note)
  }
  const show = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    body.hidden = !open
    if (open) context.expanded.add(group.uid)
    else context.expanded.delete(group.uid)
  }
  toggle.addEventListener('click', () => show(body.hidden))
  show(context.expanded.has(group.uid))
  legend.append(toggle)
  return legend
}

/**
 * A blok's form: its legend (the component's display name; a nested blok's opens and closes its
 * form), move and remove controls for a nested blok, then its fields in the model's order, in its
 * tabs where it has tabs; bloks fields and rich text hold their bloks in place.
 */
export function blokFieldset(group: FieldGroup, context: PanelContext): HTMLFieldSetElement {
  const fieldset = document.createElement('fieldset')
  fieldset.className = 'blok'
  fieldset.dataset.uid = group.uid
  fieldset.dataset.component = group.component
  const body = document.createElement('div')
  body.className = 'blok-body'
  body.id = `${context.nextId()}-blok`
  if (group.path.length === 0) {
    const legend = document.createElement('legend')
    legend.textContent = group.label
    fieldset.append(legend)
  } else fieldset.append(collapsibleLegend(group, body, context))
  fieldset.append(body)
  if (group.unknown) {
    const note = document.createElement('p')
    note.textContent = `The space has no component “${group.component}”: its fields are unknown.`
    body.append(note)
  }
  const order = group.path.length > 0 ? blokOrderControls(context.content, group, context.structureChanged) : null
  if (order) body.append(order)
  const [only] = group.sections
  if (group.sections.length === 1 && only?.label === null) body.append(...only.items.map((item) => itemElement(item, context)))
  else if (group.sections.length > 0) {
    const panels = group.sections.map((section) => ({ label: section.label ?? '', content: section.items.map((item) => itemElement(item, context)) }))
    const chosen = context.chosenTabs.get(group.uid) ?? 0
    body.append(tabbedSections(`${group.label}: tabs`, panels, chosen, (index) => context.chosenTabs.set(group.uid, index), context.nextId))
  }
  const ownBlok = (event: Event) => event.target instanceof Element && event.target.closest('fieldset.blok') === fieldset
  fieldset.addEventListener('focusin', (event) => {
    if (ownBlok(event)) context.focused(group)
  })
  fieldset.addEventListener('mouseover', (event) => {
    if (ownBlok(event)) context.hovered(group)
  })
  return fieldset
}
