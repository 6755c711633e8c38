import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { CtaBox } from './CtaBox'
import { SectionHead } from './SectionHead'

describe('SectionHead', () => {
  it('renders overline, title (big on request) and rich text', () => {
    const out = renderWithText(
      <SectionHead
        overline="Start"
        title="Join us"
        title_is_big
        richtext={{ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pick one.' }] }] }}
        titleId="t"
      />,
    )
    expect(out).toBe(
      '<div class="section-head"><p class="section-head__overline">Start</p><h2 id="t" class="section-head__title section-head__title--big">Join us</h2>' +
        '<div class="richtext section-head__text"><p>Pick one.</p></div></div>',
    )
  })

  it('leaves out what is empty', () => {
    expect(renderWithText(<SectionHead title="Only" level={3} />)).toBe('<div class="section-head"><h3 class="section-head__title">Only</h3></div>')
  })
})

describe('CtaBox', () => {
  it('renders title, text, image and button links', () => {
    const out = renderWithText(
      <CtaBox
        title="I ship goods"
        text="Book trucks."
        image={{ filename: 'https://a.storyblok.com/f/1/200x200/a/shipper.png', alt: '' }}
        links={[{ _uid: 'b1', component: 'button', title: 'Start', link: { linktype: 'url', url: 'https://app.example/signup' }, style: 'orange' }]}
      />,
    )
    expect(out).toContain('<h3 class="cta-box__title">I ship goods</h3>')
    expect(out).toContain('<p class="cta-box__text">Book trucks.</p>')
    expect(out).toContain('class="btn btn--orange"')
    expect(out).toContain('width="64" height="64"')
  })
})
