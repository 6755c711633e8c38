import { describe, expect, it } from 'vitest'
import type { Blok, Story } from '../content/storyblok'
import { faqPageJsonLd } from './faqPageJsonLd'

const URL = 'https://www.example.com/faq'
const paragraphs = (...texts: string[]) => ({ type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) })
const page = (body: Blok[], component = 'page'): Story =>
  ({ name: 'FAQ', slug: 'faq', full_slug: 'en/pages/faq', content: { _uid: 'p', component, body } }) as unknown as Story

describe('the FAQPage of a page', () => {
  it('names every answered question with its answer’s text, paragraphs on lines of their own', () => {
    const node = faqPageJsonLd(
      page([
        { _uid: 'h', component: 'section_head', title: 'Questions' },
        { _uid: 'a', component: 'faq_item', question: 'How fast?', answer: paragraphs('Within a day.', 'Often  sooner.') },
        { _uid: 'b', component: 'faq_item', question: 'Unanswered?' },
        { _uid: 'c', component: 'faq_item', question: '', answer: paragraphs('An answer without its question.') },
      ]),
      URL,
    )
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: URL,
      mainEntity: [{ '@type': 'Question', name: 'How fast?', acceptedAnswer: { '@type': 'Answer', text: 'Within a day.\nOften sooner.' } }],
    })
  })

  it('is left out where a page has no question, and on other content types', () => {
    expect(faqPageJsonLd(page([{ _uid: 'h', component: 'section_head', title: 'About' }]), URL)).toBeNull()
    expect(faqPageJsonLd(page([{ _uid: 'a', component: 'faq_item', question: 'Q?', answer: paragraphs('A.') }], 'blog_post'), URL)).toBeNull()
  })
})
