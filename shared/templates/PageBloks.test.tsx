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
