import { renderWithText } from '../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import type { Blok } from '../content/storyblok'
import { PageBloks } from './PageBloks'

const title: Blok = { _uid: 't', component: 'section_head', title: 'Press' }
const section: Blok = { _uid: 's', component: 'section_head', title: 'Our offices' }
const box: Blok = { _uid: 'b', component: 'cta_box', title: 'Media contact' }

function headings(bloks: Blok[], titleBlok?: Blok): string[] {
  return [...renderWithText(<PageBloks bloks={bloks} titleBlok={titleBlok} />).matchAll(/<(h[1-6])[^>]*>([^<]*)</g)].map(([, tag, text]) => `${tag} ${text}`)
}

describe('PageBloks heading order', () => {
  it('makes a CTA box an h2 where no section head precedes it', () => {
    expect(headings([title, box], title)).toEqual(['h1 Press', 'h2 Media contact'])
    expect(headings([box])).toEqual(['h2 Media contact'])
  })

  it('makes a CTA box an h3 below a section head', () => {
    expect(headings([title, section, box], title)).toEqual(['h1 Press', 'h2 Our offices', 'h3 Media contact'])
  })
})

const answer = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })
const plan = (name: string, price: string): Blok => ({
  _uid: name,
  component: 'pricing_plan',
  name,
  price,
  price_note: 'a month',
  features: 'Live tracking\n\nE-CMR\n',
})
const question = (uid: string, text: string, reply: string | null): Blok => ({
  _uid: uid,
  component: 'faq_item',
  question: text,
  ...(reply ? { answer: answer(reply) } : {}),
})

describe('PageBloks pricing plans and questions', () => {
  it('puts consecutive plans in one row, each with its name below the section head, its price and what is included', () => {
    const html = renderWithText(<PageBloks bloks={[title, section, plan('Spot', '€0'), plan('Enterprise', 'On request')]} titleBlok={title} />)
    expect(html.match(/class="page-bloks__plans"/g)).toHaveLength(1)
    expect(headings([title, section, plan('Spot', '€0')], title)).toEqual(['h1 Press', 'h2 Our offices', 'h3 Spot'])
    expect(html).toContain('<span class="pricing-plan__amount">€0</span><span class="pricing-plan__note"> a month</span>')
    expect(html).toContain('<span class="pricing-plan__amount">On request</span>')
    expect(html.match(/<li>(Live tracking|E-CMR)<\/li>/g)).toHaveLength(4)
  })

  it('shows questions as one list of disclosures, and leaves out a question without its answer', () => {
    const html = renderWithText(
      <PageBloks bloks={[question('a', 'How fast?', 'Within a day.'), question('b', 'Unanswered?', null), question('c', 'Where?', 'All of Europe.')]} />,
    )
    expect(html.match(/class="page-bloks__faq"/g)).toHaveLength(1)
    expect([...html.matchAll(/<summary class="faq-item__question">([^<]*)<\/summary>/g)].map(([, text]) => text)).toEqual(['How fast?', 'Where?'])
    expect(html).toContain('<p>Within a day.</p>')
    expect(html).not.toContain('Unanswered?')
  })
})
