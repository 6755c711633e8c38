import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { Image } from './Image'

const SRC = 'https://a.storyblok.com/f/1/1200x800/abc/truck.jpg'

describe('Image', () => {
  it('requests twice the display size, sets width and height, and is lazy by default', () => {
    expect(renderWithText(<Image src={SRC} alt="Truck" width={300} height={200} />)).toBe(
      `<img class="image" src="${SRC}/m/600x400/filters:quality(80)" alt="Truck" width="300" height="200" loading="lazy" decoding="async"/>`,
    )
  })

  it('derives the height from the asset proportion', () => {
    expect(renderWithText(<Image src={SRC} alt="" width={300} />)).toContain('width="300" height="200"')
  })

  it('builds srcset and sizes from a responsive width map', () => {
    const out = renderWithText(<Image src={SRC} alt="" width={360} height={240} widths={{ 0: 320, 768: 360, 1024: 280 }} />)
    expect(out).toContain(
      `srcSet="${SRC}/m/560x374/filters:quality(80) 560w, ${SRC}/m/640x426/filters:quality(80) 640w, ${SRC}/m/720x480/filters:quality(80) 720w"`,
    )
    expect(out).toContain('sizes="(min-width: 1024px) 280px, (min-width: 768px) 360px, 320px"')
  })

  it('gives every requested width the height ratio’s height; a forced height wins', () => {
    const out = renderWithText(<Image src={SRC} alt="" width={300} heightRatio={0.5} widths={{ 0: 200, 1024: 300 }} />)
    expect(out).toContain('width="300" height="150"')
    expect(out).toContain(`srcSet="${SRC}/m/400x200/filters:quality(80) 400w, ${SRC}/m/600x300/filters:quality(80) 600w"`)
    expect(out).toContain('sizes="(min-width: 1024px) 300px, 200px"')
    expect(renderWithText(<Image src={SRC} alt="" width={300} height={100} heightRatio={0.5} />)).toContain(`${SRC}/m/600x200/filters:quality(80)`)
    // A ratio that is no positive number is ignored: the asset's own proportion (3:2) holds.
    for (const heightRatio of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(renderWithText(<Image src={SRC} alt="" width={300} heightRatio={heightRatio} />)).toContain('width="300" height="200"')
    }
  })

  it('passes quality and filters to the image service', () => {
    expect(renderWithText(<Image src={SRC} alt="" width={10} height={10} quality={60} filters={{ format: 'webp', blur: 500 }} />)).toContain(
      `${SRC}/m/20x20/filters:blur(100):format(webp):quality(60)`,
    )
  })

  it('uses an SVG as it is, eagerly when not lazy, rounded on request', () => {
    // React preloads an eager image itself (the link is hoisted into <head> in a full document).
    expect(renderWithText(<Image src="https://a.storyblok.com/f/1/logo.svg" alt="Logo" width={126} height={32} lazy={false} rounded />)).toContain(
      '<img class="image image--rounded" src="https://a.storyblok.com/f/1/logo.svg" alt="Logo" width="126" height="32" loading="eager" decoding="async"/>',
    )
  })
})
