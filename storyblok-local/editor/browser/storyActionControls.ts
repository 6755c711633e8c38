/** A button of the story actions, with what it does on a click. */
export function button(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = text
  element.addEventListener('click', onClick)
  return element
}

/** A story action's row: its label over its control and the button that acts on the control's value. */
export function labelled(id: string, text: string, control: HTMLInputElement | HTMLSelectElement, action: HTMLButtonElement): HTMLElement {
  const row = document.createElement('div')
  row.className = 'story-action-row'
  const label = document.createElement('label')
  label.htmlFor = id
  label.textContent = text
  control.id = id
  const line = document.createElement('div')
  line.append(control, action)
  row.append(label, line)
  return row
}
