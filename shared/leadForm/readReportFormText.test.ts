import { describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/messages/catalogue'
import { readReportFormText } from './readReportFormText'
import type { SiteSettings } from '../content/SiteSettings'
import type { ModelContent } from '../content/schema/contentModel'
import { CONSENT_VERSION } from './reportFormText'

/** Settings whose only part is a `report_form` blok with these fields. */
const settingsWith = (fields: Partial<ModelContent<'report_form'>>) =>
  ({ report_form: [{ _uid: 'form', component: 'report_form', ...fields }] }) as unknown as SiteSettings

describe('the report form’s words', () => {
  it('without settings are the catalogue’s, in the page’s language', () => {
    for (const language of ['en', 'pl', 'lt', 'el']) {
      expect(readReportFormText(null, language)).toEqual({
        ...messagesFor(language).reportForm,
        consent_version: CONSENT_VERSION,
        privacy_href: null,
      })
    }
    expect(readReportFormText(null, 'pl').submit_label).toBe('Pobierz raport')
  })

  it('an editor’s text in the settings wins; an empty or blank one leaves the catalogue’s', () => {
    const text = readReportFormText(
      settingsWith({
        submit_label: '  Raport teraz  ',
        title: '',
        intro: '   ',
        consent_version: '2027-01',
        privacy_link: { linktype: 'story', fieldtype: 'multilink', cached_url: 'pl/privacy' },
      }),
      'pl',
    )
    expect(text.submit_label).toBe('Raport teraz')
    expect(text.title).toBe(messagesFor('pl').reportForm.title)
    expect(text.intro).toBe(messagesFor('pl').reportForm.intro)
    expect(text.consent_version).toBe('2027-01')
    expect(text.privacy_href).toBe('/pl/privacy')
  })

  it('a language outside the catalogue reads English', () => {
    expect(readReportFormText(null, 'xx').title).toBe(messagesFor('en').reportForm.title)
  })
})
