import { renderWithText } from '../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import type { Story } from '../content/storyblok'
import { PageBody } from './PageBody'
import { PAGE_TYPE } from '../sections/sections'

function home(content: Record<string, unknown>): Story {
  return {
    id: 1,
    uuid: 'uuid-home',
    name: 'Home',
    slug: 'home',
    full_slug: 'en/home',
    first_published_at: null,
    published_at: null,
    content: { _uid: 'h', component: 'page', ...content },
  } as unknown as Story
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<(h[1-6])\b[^>]*>(.*?)<\/\1>/g)].map((match) => `${match[1]}: ${match[2]}`)
}

const HERO = { _uid: 'hero', component: 'section_head', overline: 'Freight Demo', title: 'Moving Europe’s freight', title_is_big: true }
const BOX = { _uid: 'box', component: 'cta_box', title: 'I ship goods' }

describe('the home page’s one h1', () => {
  it('is the hero’s big headline; the page title, when it differs, is a line above it', () => {
    const html = renderWithText(
      <PageBody data={{ kind: 'home', story: home({ title: 'The digital freight platform', body: [HERO, BOX] }), type: PAGE_TYPE, now: 0 }} language="en" />,
    )
    expect(headingsOf(html)).toEqual(['h1: Moving Europe’s freight', 'h2: I ship goods'])
    expect(html).toContain('<p class="page__tagline">The digital freight platform</p>')
    expect(html.indexOf('page__tagline')).toBeLessThan(html.indexOf('<h1'))
  })

  it('says a title the hero repeats once', () => {
    const html = renderWithText(
      <PageBody data={{ kind: 'home', story: home({ title: 'Moving Europe’s freight', body: [HERO] }), type: PAGE_TYPE, now: 0 }} language="en" />,
    )
    expect(headingsOf(html)).toEqual(['h1: Moving Europe’s freight'])
    expect(html).not.toContain('page__tagline')
  })

  it('is the page title without a hero (no section head first, or one without a title)', () => {
    for (const body of [[BOX], [{ ...HERO, title: '' }, BOX], []]) {
      const html = renderWithText(<PageBody data={{ kind: 'home', story: home({ title: 'Freight', body }), type: PAGE_TYPE, now: 0 }} language="en" />)
      expect(headingsOf(html).filter((heading) => heading.startsWith('h1'))).toEqual(['h1: Freight'])
      expect(html).not.toContain('page__tagline')
    }
  })
})
