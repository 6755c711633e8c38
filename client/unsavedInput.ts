/** What the page reads of a form field (an input, a textarea or a select). */
interface Field {
  readonly isConnected: boolean
  readonly type: string
  readonly value: string
  readonly checked?: boolean
}

/** Types of `<input>` that carry nothing a visitor typed or chose. */
const NOT_INPUT = new Set(['hidden', 'submit', 'button', 'reset', 'image'])

function isField(target: EventTarget | null): target is EventTarget & Field {
  return target !== null && 'isConnected' in target && 'type' in target && typeof (target as { value?: unknown }).value === 'string'
}

/** A field still in the page with something in it: text, a tick, a choice. */
function holdsInput(field: Field): boolean {
  if (!field.isConnected || NOT_INPUT.has(field.type)) return false
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked === true
  return field.value !== ''
}

/**
 * What the visitor has put into the page's forms and not sent yet: the fields an `input` event came
 * from (typing, ticking, choosing) that are still in the page and not empty. A form that was sent
 * and replaced by its answer holds nothing any more. React keeps a controlled field's value
 * attribute equal to its value, so the events, not the markup, tell what was typed.
 */
export class UnsavedInput {
  private readonly changed = new Set<Field>()

  /** The `input` listener: notes the field the event came from. */
  readonly note = (event: Event): void => {
    if (isField(event.target)) this.changed.add(event.target)
  }

  /** Whether reloading the page now would lose something the visitor typed, ticked or chose. */
  present(): boolean {
    for (const field of this.changed) {
      if (holdsInput(field)) return true
      if (!field.isConnected) this.changed.delete(field)
    }
    return false
  }
}
