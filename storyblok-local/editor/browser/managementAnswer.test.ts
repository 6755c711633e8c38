import { describe, expect, it } from 'vitest'
import { editorAddress, languageOf, managementRefusal } from './managementAnswer'

describe('managementRefusal', () => {
  it('names each field the API refused and why', () => {
    expect(managementRefusal('Renaming', 422, { slug: ['has already been taken'] })).toBe('Renaming failed (422): slug has already been taken')
    expect(managementRefusal('Moving', 422, { parent_id: ['must be a folder of the space'] })).toBe(
      'Moving failed (422): parent id must be a folder of the space',
    )
  })

  it('says the API’s one-line errors as they are, and that none was given', () => {
    expect(managementRefusal('Deleting', 404, ['This record could not be found'])).toBe('Deleting failed (404): This record could not be found')
    expect(managementRefusal('Unpublishing', 401, { error: 'Unauthorized' })).toBe('Unpublishing failed (401): Unauthorized')
    expect(managementRefusal('Deleting', 503, null)).toBe('Deleting failed (503): no reason given')
  })
})

describe('the editor’s addresses', () => {
  it('take a story’s language from its root folder', () => {
    expect(languageOf('de/blog/ein-beitrag')).toBe('de')
    expect(languageOf('en')).toBe('en')
  })

  it('open a renamed or moved story at its new full slug, in the release chosen', () => {
    expect(editorAddress('en/pages/pricing-plans', null)).toBe('/_editor/en/pages/pricing-plans')
    expect(editorAddress('en/blog/x', 7)).toBe('/_editor/en/blog/x?release=7')
  })
})
