import { describe, expect, it } from 'vitest'
import { SCALE_FLAGS, scaleFromFlags } from './scaleFlags'

// `npm start` and `content:serve` read these flags with node:util's parseArgs, which gives every
// `--name value` as text; the workerd tests have no node:util, so the values are given as it gives them.
describe('the scale flags of content:serve and npm start', () => {
  it('are --blog-posts, --pages, --job-openings and --redirects, each taking a value', () => {
    expect(SCALE_FLAGS).toEqual({
      'blog-posts': { type: 'string' },
      pages: { type: 'string' },
      'job-openings': { type: 'string' },
      redirects: { type: 'string' },
    })
  })

  it('give the counts, an absent one 0', () => {
    expect(scaleFromFlags({ 'job-openings': '300', redirects: '3000', pages: '2000' })).toEqual({
      blogPosts: 0,
      pages: 2000,
      jobOpenings: 300,
      redirects: 3000,
    })
    expect(scaleFromFlags({ 'blog-posts': '10000', 'no-build': true })).toEqual({ blogPosts: 10000, pages: 0, jobOpenings: 0, redirects: 0 })
  })

  it.each([
    ['pages', 'many'],
    ['job-openings', '-3'],
    ['redirects', '1e3'],
    ['blog-posts', '100001'],
    ['pages', ''],
  ])('refuse --%s %j in one line that names the flag', (flag, value) => {
    expect(() => scaleFromFlags({ [flag]: value })).toThrow(`--${flag} takes a whole number from 0 to 100000, not ${JSON.stringify(value)}`)
  })
})
