import { describe, expect, it } from 'vitest'
import type { Story } from '../content/storyblok'
import { CATALOGUE } from '../i18n/messages/catalogue'
import { contentTypeIn, neighbourText, SECTIONS, type ContentType } from './sections'

/** The content type of a story of `component` in the one section that lists it. */
function story(component: string): ContentType {
  const story = { content: { _uid: 'x', component } } as unknown as Story
  return contentTypeIn(
    SECTIONS.find((section) => section.types.some((type) => type.component === component)),
    story,
  )
}

describe('what a story calls its neighbours', () => {
  it('is named by every content type of a section that links them', () => {
    for (const section of SECTIONS.filter((candidate) => candidate.adjacent))
      for (const type of section.types) expect(type.neighbours, `${section.id}: ${type.component}`).toBeDefined()
  })

  it('fits the content type: a report’s are reports, a webinar’s webinars, a press release’s press releases', () => {
    expect(neighbourText(story('report'), 'en')).toEqual({ previous: 'Previous report', next: 'Next report', more: 'More reports' })
    expect(neighbourText(story('webinar'), 'de')).toEqual({ previous: 'Vorheriges Webinar', next: 'Nächstes Webinar', more: 'Weitere Webinare' })
    expect(neighbourText(story('press_item'), 'fr').previous).toBe('Communiqué de presse précédent')
    expect(neighbourText(story('case_study'), 'pl').next).toBe('Następne studium przypadku')
    expect(neighbourText(story('blog_post'), 'en').previous).toBe('Previous article')
    // A language outside the catalogue reads English.
    expect(neighbourText(story('report'), 'xx').previous).toBe('Previous report')
  })

  it('has its three words in every language pack, the previous and the next told apart', () => {
    for (const [language, { neighbours }] of Object.entries(CATALOGUE)) {
      for (const [kind, words] of Object.entries(neighbours)) {
        expect(words.previous, `${kind} ${language}`).not.toBe(words.next)
        if (language !== 'en') expect(words.more, `${kind} ${language}`).not.toBe(CATALOGUE.en.neighbours[kind as keyof typeof neighbours].more)
      }
    }
  })
})
