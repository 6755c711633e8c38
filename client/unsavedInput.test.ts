import { describe, expect, it } from 'vitest'
import { UnsavedInput } from './unsavedInput'

/** A stand-in for a form field (workerd has no DOM): an event target with a field's state. */
function field(type: string, value = '', checked = false) {
  return Object.assign(new EventTarget(), { isConnected: true, type, value, checked })
}

function typedInto(input: UnsavedInput, target: ReturnType<typeof field>) {
  target.addEventListener('input', input.note)
  target.dispatchEvent(new Event('input'))
  return target
}

describe('unsaved input', () => {
  it('is nothing until the visitor changes a field', () => {
    expect(new UnsavedInput().present()).toBe(false)
  })

  it('is a changed text field, a ticked box or a chosen option while it stays in the page', () => {
    const input = new UnsavedInput()
    const name = typedInto(input, field('text', 'Ada'))
    expect(input.present()).toBe(true)
    name.value = ''
    expect(input.present()).toBe(false)
    const consent = typedInto(input, field('checkbox', 'on', true))
    expect(input.present()).toBe(true)
    consent.checked = false
    expect(input.present()).toBe(false)
    const country = typedInto(input, field('select-one', 'AT'))
    expect(input.present()).toBe(true)
    country.isConnected = false
    expect(input.present()).toBe(false)
  })

  it('is gone once the form is sent and replaced by its answer', () => {
    const input = new UnsavedInput()
    const fields = [typedInto(input, field('text', 'Ada')), typedInto(input, field('email', 'ada@example.com'))]
    expect(input.present()).toBe(true)
    for (const each of fields) each.isConnected = false
    expect(input.present()).toBe(false)
  })

  it('ignores fields that carry nothing typed, and events from anything else', () => {
    const input = new UnsavedInput()
    typedInto(input, field('hidden', 'en'))
    typedInto(input, field('submit', 'Send'))
    const other = new EventTarget()
    other.addEventListener('input', input.note)
    other.dispatchEvent(new Event('input'))
    expect(input.present()).toBe(false)
  })
})
