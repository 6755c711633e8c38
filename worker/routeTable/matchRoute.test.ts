import { describe, expect, it } from 'vitest'
import { matchRoute } from './matchRoute'
import { NESTED_PAGE_ROUTE } from './routeTable'

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/about', '/:slug', { slug: 'about' }],
    ['/pages', '/pages', {}],
    ['/pages/pricing', '/pages/:slug', { slug: 'pricing' }],
    ['/blog', '/blog', {}],
    ['/blog/x', '/blog/:slug', { slug: 'x' }],
    ['/blog/2/sustainability', '/blog/:page/:category', { page: '2', category: 'sustainability' }],
    ['/case/2/all', '/case/:page/:slug', { page: '2', slug: 'all' }],
    ['/glossary/1/all', '/glossary/:page/:slug', { page: '1', slug: 'all' }],
    ['/open-positions', '/open-positions', {}],
    ['/press', '/press', {}],
    ['/press/clippings', '/press/clippings', {}],
    ['/press/clippings/2', '/press/clippings/:number', { number: '2' }],
    ['/press/page/2', '/press/page/:number', { number: '2' }],
    ['/press/posts/x', '/press/posts/:slug', { slug: 'x' }],
    ['/press/x', '/press/:slug', { slug: 'x' }],
    ['/reports/x', '/reports/:slug', { slug: 'x' }],
    ['/tech/1/security', '/tech/:page/:category', { page: '1', category: 'security' }],
    ['/webinars/3/all', '/webinars/:page/:slug', { page: '3', slug: 'all' }],
  ])('%s matches %s', (path, pattern, params) => {
    const match = matchRoute(path)
    expect(match?.route.pattern).toBe(pattern)
    expect(match?.params).toEqual(params)
  })

  it('decodes parameters', () => {
    expect(matchRoute('/blog/a%2Fb')?.params).toEqual({ slug: 'a/b' })
    expect(matchRoute('/%C3%A9t%C3%A9')?.params).toEqual({ slug: 'été' })
  })

  it.each(['/blog/1/2/3', '/press/posts/x/y', '/a/b/c/d'])('matches nothing at %s', (path) => {
    expect(matchRoute(path)).toBeNull()
  })

  it.each(['/a/b', '/xx/foo'])('takes %s for a page in a folder of the pages folder, which only such a page is', (path) => {
    expect(matchRoute(path)?.route).toBe(NESTED_PAGE_ROUTE)
  })
})
