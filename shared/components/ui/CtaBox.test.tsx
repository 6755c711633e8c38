import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { CtaBox } from './CtaBox'

const ASSET = 'https://a.storyblok.com/f/1/600x400/abc/shippers.jpg'

describe('CtaBox', () => {
  it('requests its square picture by the CTA card breakpoints (0–768, 768–1024, then up) at twice the display size and quality 80', () => {
    const html = renderWithText(<CtaBox title="I ship goods" image={{ filename: ASSET, alt: 'A truck' }} />)
    expect(html).toContain(
      `srcSet="${ASSET}/m/128x128/filters:quality(80) 128w, ${ASSET}/m/144x144/filters:quality(80) 144w, ${ASSET}/m/160x160/filters:quality(80) 160w"`,
    )
    expect(html).toContain('sizes="(min-width: 1024px) 80px, (min-width: 768px) 72px, 64px"')
    expect(html).toContain(`src="${ASSET}/m/128x128/filters:quality(80)"`)
    expect(html).toContain('alt="A truck" width="64" height="64" loading="lazy"')
  })
})
