import { describe, expect, it } from 'vitest'
import { imageFilterSegment, storyblokAssetSize, storyblokImageUrl } from './storyblokImageUrl'

const ASSET = 'https://a.storyblok.com/f/1234/1600x900/abc123/truck.jpg'

describe('storyblokImageUrl', () => {
  it('requests twice the display size at quality 80', () => {
    expect(storyblokImageUrl(ASSET, 300, 200)).toBe(`${ASSET}/m/600x400/filters:quality(80)`)
  })

  it('keeps the proportion with a zero side and caps sides at 4000', () => {
    expect(storyblokImageUrl(ASSET, 300, 0)).toBe(`${ASSET}/m/600x0/filters:quality(80)`)
    expect(storyblokImageUrl(ASSET, 2500, 3000)).toBe(`${ASSET}/m/4000x4000/filters:quality(80)`)
    expect(storyblokImageUrl(ASSET, Number.NaN, -5)).toBe(`${ASSET}/m/0x0/filters:quality(80)`)
  })

  it('uses SVGs as they are', () => {
    expect(storyblokImageUrl('https://a.storyblok.com/f/1/logo.svg', 126, 32)).toBe('https://a.storyblok.com/f/1/logo.svg')
    expect(storyblokImageUrl('https://a.storyblok.com/f/1/LOGO.SVG?v=2', 126, 32)).toBe('https://a.storyblok.com/f/1/LOGO.SVG?v=2')
  })

  it('drops a query string and a trailing slash before adding the service path', () => {
    expect(storyblokImageUrl(`${ASSET}?cv=1`, 10, 10)).toBe(`${ASSET}/m/20x20/filters:quality(80)`)
  })
})

describe('imageFilterSegment bounds', () => {
  it.each([
    [{ blur: 0 }, 'blur(0)'],
    [{ blur: 100 }, 'blur(100)'],
    [{ blur: -1 }, 'blur(0)'],
    [{ blur: 101 }, 'blur(100)'],
    [{ blur: 2.6 }, 'blur(3)'],
    [{ brightness: -100 }, 'brightness(-100)'],
    [{ brightness: 100 }, 'brightness(100)'],
    [{ brightness: -101 }, 'brightness(-100)'],
    [{ brightness: 250 }, 'brightness(100)'],
  ])('clamps %o to %s', (filters, part) => {
    expect(imageFilterSegment(filters)).toBe(`filters:${part}:quality(80)`)
  })

  it.each([
    [0, 0],
    [100, 100],
    [-1, 0],
    [101, 100],
    [Number.NaN, 80],
    [Number.POSITIVE_INFINITY, 80],
  ])('quality %d becomes %d', (quality, expected) => {
    expect(imageFilterSegment({ quality })).toBe(`filters:quality(${expected})`)
  })

  it.each([90, 180, 270])('keeps rotate %d', (rotate) => {
    expect(imageFilterSegment({ rotate })).toBe(`filters:quality(80):rotate(${rotate})`)
  })

  it.each([0, 45, 89, 360, -90, Number.NaN])('drops rotate %d', (rotate) => {
    expect(imageFilterSegment({ rotate })).toBe('filters:quality(80)')
  })

  it.each(['webp', 'png', 'jpeg'] as const)('keeps format %s', (format) => {
    expect(imageFilterSegment({ format })).toBe(`filters:format(${format}):quality(80)`)
  })

  it.each(['avif', 'gif', 'jpg', 'WEBP', ''])('drops format %s', (format) => {
    expect(imageFilterSegment({ format: format as 'webp' })).toBe('filters:quality(80)')
  })

  it.each([
    ['FFAA00', 'fill(ffaa00)'],
    ['#0b2540', 'fill(0b2540)'],
    ['transparent', 'fill(transparent)'],
  ])('keeps fill %s', (fill, part) => {
    expect(imageFilterSegment({ fill })).toBe(`filters:${part}:quality(80)`)
  })

  it.each(['fff', 'ff00zz', '#12345', '1234567', 'red', 'Transparent', 'ffffff)'])('drops fill %s', (fill) => {
    expect(imageFilterSegment({ fill })).toBe('filters:quality(80)')
  })

  it('chains every valid filter in a fixed order', () => {
    expect(imageFilterSegment({ rotate: 90, quality: 60, format: 'webp', fill: 'transparent', brightness: 10, blur: 5 })).toBe(
      'filters:blur(5):brightness(10):fill(transparent):format(webp):quality(60):rotate(90)',
    )
  })
})

describe('storyblokAssetSize', () => {
  it('reads the original size from the asset path', () => {
    expect(storyblokAssetSize(ASSET)).toEqual({ width: 1600, height: 900 })
    expect(storyblokAssetSize('https://example.com/image.jpg')).toBeNull()
    expect(storyblokAssetSize('https://a.storyblok.com/f/1/0x0/a/b.jpg')).toBeNull()
  })
})
