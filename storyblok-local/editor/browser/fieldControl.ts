import type { ChoiceSource, EditableField } from './editableFields'

type Choice = { value: string; label: string }

/** Loads the choices a select reads from the space (a datasource's entries, or stories of some content types). */
export type LoadChoices = (source: ChoiceSource) => Promise<Choice[]>

function optionElements(choices: Choice[], selected: string[], withEmpty: boolean): HTMLOptionElement[] {
  const known = new Set(choices.map((choice) => choice.value))
  // A value the choices lack (a datasource not read yet, a deleted story) stays selectable, so nothing is lost.
  const all = [
    ...(withEmpty ? [{ value: '', label: '—' }] : []),
    ...choices,
    ...selected.filter((value) => value && !known.has(value)).map((value) => ({ value, label: value })),
  ]
  return all.map((choice) => {
    const option = document.createElement('option')
    option.value = choice.value
    option.textContent = choice.label
    option.selected = selected.includes(choice.value)
    return option
  })
}

function selectControl(field: EditableField, loadChoices: LoadChoices): HTMLSelectElement {
  const select = document.createElement('select')
  const multiple = field.kind === 'multiselect'
  select.multiple = multiple
  const selected = Array.isArray(field.value) ? field.value : [String(field.value)]
  const fill = (choices: Choice[]) => select.replaceChildren(...optionElements(choices, selected, !multiple))
  fill(field.choices ?? [])
  if (field.choiceSource) void loadChoices(field.choiceSource).then((choices) => fill([...(field.choices ?? []), ...choices]))
  return select
}

/** The element of one control: an input, a textarea, a checkbox or a select. */
function controlElement(field: EditableField, loadChoices: LoadChoices): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  switch (field.kind) {
    case 'boolean': {
      const input = document.createElement('input')
      input.type = 'checkbox'
      input.checked = field.value === true
      return input
    }
    case 'select':
    case 'multiselect':
    case 'linktype':
      return selectControl(field, loadChoices)
    case 'datetime':
    case 'number': {
      const input = document.createElement('input')
      input.type = field.kind === 'datetime' ? 'datetime-local' : 'number'
      input.value = String(field.value)
      return input
    }
    default: {
      const long = field.kind === 'richtext' || field.kind === 'textarea' || String(field.value).length > 60
      const input = long ? document.createElement('textarea') : document.createElement('input')
      input.value = String(field.value)
      return input
    }
  }
}

/** The value a control holds now, in the control's own terms (see writeField). */
function controlValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string | boolean | string[] {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked
  if (element instanceof HTMLSelectElement && element.multiple) return Array.from(element.selectedOptions, (option) => option.value)
  return element.value
}

/** A label's words, and "(required)" after those of a required field, seen and heard ("Title (required)"). */
export function writeLabel(element: HTMLElement, text: string, required = false): void {
  element.textContent = text
  if (!required) return
  const mark = document.createElement('span')
  mark.className = 'required-mark'
  mark.textContent = ' (required)'
  element.append(mark)
}

/** A labelled control (with its description as help text) that reports each change. */
export function fieldControl(field: EditableField, id: string, loadChoices: LoadChoices, onChange: (value: string | boolean | string[]) => void): HTMLElement {
  const wrapper = document.createElement('div')
  const label = document.createElement('label')
  label.htmlFor = id
  writeLabel(label, field.label, field.required)
  const control = controlElement(field, loadChoices)
  control.id = id
  control.name = field.path.join('.')
  control.addEventListener(control instanceof HTMLSelectElement || control.type === 'checkbox' ? 'change' : 'input', () => onChange(controlValue(control)))
  wrapper.append(label, control)
  if (field.help) {
    const help = document.createElement('small')
    help.id = `${id}-help`
    help.textContent = field.help
    control.setAttribute('aria-describedby', help.id)
    wrapper.append(help)
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') wrapper.className = 'check'
  return wrapper
}
