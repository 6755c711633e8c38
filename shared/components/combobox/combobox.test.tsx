import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CATALOGUE, messagesFor } from '../../i18n/messages/catalogue'
import { LONG_LABEL_CHARS } from './comboboxDefaults'
import type { ComboboxOption } from './ComboboxOption'
import { labelPlacement } from './labelPlacement'
import { MultiSelect } from './MultiSelect'
import { NativeMultiSelect } from './NativeMultiSelect'
import { NativeSelect } from './NativeSelect'
import { OptionLabel } from './OptionLabel'
import { Select, type SelectProps } from './Select'

const noop = () => {}
const EN = messagesFor('en').templates.jobFilters.combobox

function options(count: number): ComboboxOption[] {
  return Array.from({ length: count }, (_, index) => ({ value: `option-${index}`, label: `Option ${index}`, count: index }))
}

/** A Select of ComboboxOptions, as the job filters use it. */
function OptionSelect(props: Pick<SelectProps<ComboboxOption>, 'label' | 'items' | 'selectedItem' | 'initialIsOpen'>) {
  return (
    <Select
      {...props}
      onSelect={noop}
      itemKey={(option) => option.value}
      itemText={(option) => option.label}
      renderItem={(option) => <OptionLabel option={option} />}
      emptyText={EN.emptyText}
    />
  )
}

function optionCount(html: string): number {
  return html.match(/role="option"/g)?.length ?? 0
}

function openMultiSelect(props: Partial<Parameters<typeof MultiSelect>[0]> = {}): string {
  return renderToString(<MultiSelect label="Department" options={options(3)} selected={[]} onChange={noop} text={EN} initialIsOpen {...props} />)
}

describe('MultiSelect defaults (the product constants)', () => {
  it('lists at most 1000 options at once', () => {
    expect(optionCount(openMultiSelect({ options: options(1200) }))).toBe(1000)
    expect(optionCount(openMultiSelect({ options: options(1200), optionsLimit: 25 }))).toBe(25)
  })

  it('scrolls its list beyond 300 px, with options 40 px high', () => {
    const html = openMultiSelect()
    expect(html).toMatch(/<ul[^>]*role="listbox"[^>]*style="max-height:300px"/)
    expect(html.match(/style="min-height:40px"/g)).toHaveLength(3)
    const custom = openMultiSelect({ maxHeight: 120, optionHeight: 56 })
    expect(custom).toContain('style="max-height:120px"')
    expect(custom).toContain('style="min-height:56px"')
  })

  it("says 'List is empty.' without options, in each language of the catalogue", () => {
    expect(openMultiSelect({ options: [] })).toContain('<p class="combobox__message" role="status">List is empty.</p>')
    expect(openMultiSelect({ options: [], text: messagesFor('de').templates.jobFilters.combobox })).toContain('>Die Liste ist leer.</p>')
    expect(openMultiSelect({ options: [], text: messagesFor('pl').templates.jobFilters.combobox })).toContain('>Lista jest pusta.</p>')
    for (const messages of Object.values(CATALOGUE))
      expect(openMultiSelect({ options: [], text: messages.templates.jobFilters.combobox })).toContain(
        `>${messages.templates.jobFilters.combobox.emptyText}</p>`,
      )
  })

  it('has the no-match text of the spec, its own in each language of the catalogue', () => {
    expect(EN.noMatchText).toBe('No elements found. Consider changing the search query.')
    expect(EN.emptyText).toBe('List is empty.')
    const translations = Object.values(CATALOGUE).map((messages) => messages.templates.jobFilters.combobox.noMatchText)
    expect(new Set(translations).size).toBe(Object.keys(CATALOGUE).length)
  })

  it('is a multiselectable listbox whose chosen options are selected, each with a chip to remove it', () => {
    const html = openMultiSelect({ selected: ['option-1'] })
    expect(html).toMatch(/role="listbox"[^>]*aria-multiselectable="true"|aria-multiselectable="true"[^>]*role="listbox"/)
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1)
    expect(html).toContain('<ul class="combobox__chips" aria-label="Chosen">')
    expect(html).toContain('aria-label="Remove Option 1"')
    const input = html.match(/<input[^>]*>/)?.[0] ?? ''
    expect(input).toContain('role="combobox"')
    expect(input).toContain('aria-expanded="true"')
  })

  it('lists nothing while closed', () => {
    const html = renderToString(<MultiSelect label="Department" options={options(3)} selected={[]} onChange={noop} text={EN} />)
    expect(optionCount(html)).toBe(0)
    expect(html).toContain('<div class="combobox__popup" hidden="">')
  })
})

describe('label layout (the product constants: a label over 100 characters)', () => {
  const long = 'x'.repeat(LONG_LABEL_CHARS + 1)
  const limit = 'x'.repeat(LONG_LABEL_CHARS)

  it('puts a label of up to 100 characters beside its control, a longer one above it', () => {
    expect(LONG_LABEL_CHARS).toBe(100)
    expect(labelPlacement(limit)).toBe('beside')
    expect(labelPlacement(long)).toBe('above')
    // Characters, not UTF-16 units: 100 umlauts or emoji are still 100 characters.
    expect(labelPlacement('ü'.repeat(100))).toBe('beside')
    expect(labelPlacement('🚚'.repeat(100))).toBe('beside')
  })

  it('applies to the select, the multiselect, their options and the native fallbacks', () => {
    const choices = [
      { value: 'short', label: 'Short' },
      { value: 'long', label: long },
    ]
    expect(renderToString(<OptionSelect label={long} items={choices} selectedItem={choices[0]!} />)).toContain('combobox--select combobox--label-above')
    expect(renderToString(<OptionSelect label="Type" items={choices} selectedItem={choices[0]!} />)).toContain('combobox--select combobox--label-beside')
    const open = openMultiSelect({ options: choices })
    expect(open).toContain('combobox__option--label-beside')
    expect(open).toContain('combobox__option--label-above')
    const native = renderToString(<NativeMultiSelect name="department" label="Department" options={choices} selected={[]} />)
    expect(native).toContain('native-multi__option--label-above')
    expect(renderToString(<NativeSelect name="type" label={long} options={choices} value="" />)).toContain('combobox--label-above')
  })
})

describe('Select', () => {
  it('shows the chosen option and lists every option, with its count, when open', () => {
    const choices = [
      { value: '', label: 'All', count: 15 },
      { value: 'FULL_TIME', label: 'Full-time', count: 10 },
    ]
    const html = renderToString(<OptionSelect label="Employment type" items={choices} selectedItem={choices[1]!} initialIsOpen />)
    expect(html).toContain('<span class="combobox__value">Full-time</span>')
    expect(optionCount(html)).toBe(2)
    expect(html).toContain('<span class="combobox__count">10</span>')
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1)
    expect(html).toMatch(/<ul[^>]*role="listbox"[^>]*style="max-height:300px"/)
    expect(html.match(/style="min-height:40px"/g)).toHaveLength(2)
    expect(html).toMatch(/role="combobox"/)
  })

  it('names a control whose label is not shown (the phone country picker) for assistive technology, with items of its own shape', () => {
    const countries = ['DE', 'FR'] as const
    const html = renderToString(
      <Select
        label="Country"
        showLabel={false}
        items={countries}
        selectedItem="FR"
        onSelect={noop}
        itemKey={(code) => code}
        itemText={(code) => code}
        renderSelected={(code) => <b>+{code}</b>}
        initialIsOpen
      />,
    )
    expect(html).toContain('combobox--select combobox--label-hidden')
    expect(html).toMatch(/<label[^>]*class="visually-hidden"[^>]*>Country<\/label>/)
    expect(html).toContain('<b>+<!-- -->FR</b>')
    expect(optionCount(html)).toBe(2)
  })

  it("says 'List is empty.' without items", () => {
    expect(renderToString(<OptionSelect label="Type" items={[]} selectedItem={null} initialIsOpen />)).toContain('>List is empty.</p>')
  })
})
