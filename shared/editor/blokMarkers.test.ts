import { editableAttributes } from '@storyblok/preview-bridge'
import { describe, expect, it } from 'vitest'
import { blokMarkers } from './blokMarkers'

const EDITABLE = '<!--#storyblok#{"name":"section_head","space":"100001","uid":"3c1a","id":"610000206"}-->'

describe('blokMarkers', () => {
  it('derives data-blok-c and data-blok-uid from _editable like the bridge does', () => {
    expect(blokMarkers({ _editable: EDITABLE })).toEqual({
      'data-blok-c': '{"name":"section_head","space":"100001","uid":"3c1a","id":"610000206"}',
      'data-blok-uid': '610000206-3c1a',
    })
  })

  it.each([
    ['a marker', { _editable: EDITABLE }],
    ['one without a space', { _editable: '<!--#storyblok#{"name":"page","uid":"u","id":"1"}-->' }],
    ['extra keys, in another order', { _editable: '<!--#storyblok#{"id":"7","extra":true,"uid":"u","name":"page","space":"9"}-->' }],
  ])('agrees with @storyblok/preview-bridge for %s', (_name, blok) => {
    expect(blokMarkers(blok)).toEqual(editableAttributes(blok))
  })

  it.each([
    ['no _editable (published content)', {}],
    ['a non-string', { _editable: 5 }],
    ['another comment', { _editable: '<!-- hello -->' }],
    ['broken JSON', { _editable: '<!--#storyblok#{"name":-->' }],
    ['a missing uid', { _editable: '<!--#storyblok#{"name":"page","id":"1"}-->' }],
    ['a numeric id', { _editable: '<!--#storyblok#{"name":"page","uid":"u","id":1}-->' }],
  ])('gives no markers for %s, as the bridge gives none', (_name, blok) => {
    expect(blokMarkers(blok)).toBeUndefined()
    expect(editableAttributes(blok as { _editable?: string })).toEqual({})
  })

  it('gives none for values that are not bloks', () => {
    expect(blokMarkers(null)).toBeUndefined()
    expect(blokMarkers('text')).toBeUndefined()
  })
})
