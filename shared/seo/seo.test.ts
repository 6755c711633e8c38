import { describe, expect, it } from 'vitest'
import type { Story } from '../content/storyblok'
import type { ListPageData } from '../pages/PageData'
import { hreflangLinks } from './hreflangLinks'
import { openGraphLocale } from '../i18n/languages'
import { pageHeadFor } from './pageHeadFor'
import { serializeJsonLd } from './serializeJsonLd'
import { sectionById } from '../sections/sections'
import { contentTypeOf } from '../sections/sectionOf'

const ORIGIN = 'https://www.example.com'

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and stays the same JSON', () => {
    const node = { '@type': 'Article', headline: '</script><script>alert(1)</script> <!-- & \u2028' }
    const json = serializeJsonLd(node)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(node)
  })
})

describe('hreflangLinks', () => {
  it('lists every translation as an absolute URL and x-default on English', () => {
    expect(
      hreflangLinks(
        [
          { language: 'de', href: '/de/blog/a' },
          { language: 'en', href: '/blog/a' },
        ],
        ORIGIN,
      ),
    ).toEqual([
      { hreflang: 'de', href: `${ORIGIN}/de/blog/a` },
      { hreflang: 'en', href: `${ORIGIN}/blog/a` },
      { hreflang: 'x-default', href: `${ORIGIN}/blog/a` },
    ])
  })

  it('has no x-default without an English page, and nothing for a page in one language', () => {
    expect(
      hreflangLinks(
        [
          { language: 'de', href: '/de/a' },
          { language: 'fr', href: '/fr/a' },
        ],
        ORIGIN,
      ).map((link) => link.hreflang),
    ).toEqual(['de', 'fr'])
    expect(hreflangLinks([{ language: 'ru', href: '/ru/press' }], ORIGIN)).toEqual([])
  })
})

describe('openGraphLocale', () => {
  it.each([
    ['en', 'en_GB'],
    ['de', 'de_DE'],
    ['el', 'el_GR'],
    ['et', 'et_EE'],
    ['xx', 'xx'],
  ])('%s → %s', (language, locale) => {
    expect(openGraphLocale(language)).toBe(locale)
  })
})

describe('pageHeadFor', () => {
  const list: ListPageData = {
    kind: 'blogList',
    section: sectionById('blog'),
    story: null,
    items: [],
    now: 0,
    page: 2,
    lastPage: 3,
    total: 30,
    firstHref: '/de/blog',
    previousHref: '/de/blog',
    nextHref: '/de/blog/3/all',
    tabs: [],
    tab: null,
  }
  const alternates = [
    { language: 'de', href: '/de/blog/2/all' },
    { language: 'en', href: '/blog' },
  ]

  it('gives a later list page its own canonical, prev and next, and no hreflang', () => {
    const head = pageHeadFor({
      data: list,
      alternates,
      canonicalPath: '/de/blog/2/all',
      origin: ORIGIN,
      language: 'de',
      draft: false,
      indexable: true,
      settings: null,
      siteLanguages: ['en', 'de'],
      company: 'Freight',
    })
    expect(head).toMatchObject({
      title: 'Blog (2/3)',
      description: 'Blog (2/3)',
      canonical: `${ORIGIN}/de/blog/2/all`,
      previous: `${ORIGIN}/de/blog`,
      next: `${ORIGIN}/de/blog/3/all`,
    })
    expect(head.alternates).toBeUndefined()
    expect(head.robots).toBeUndefined()
    expect(head.jsonLd?.map((node) => node['@type'])).toEqual(['Organization'])
  })

  it('marks drafts noindex and lists hreflang on a first page', () => {
    const head = pageHeadFor({
      data: { ...list, page: 1, previousHref: null },
      alternates,
      canonicalPath: '/de/blog',
      origin: ORIGIN,
      language: 'de',
      draft: true,
      indexable: true,
      settings: null,
      siteLanguages: ['en', 'de'],
      company: 'Freight',
    })
    expect(head.robots).toBe('noindex, nofollow')
    expect(head.alternates?.map((link) => link.hreflang)).toEqual(['de', 'en', 'x-default'])
    expect(head.social?.alternateLocales).toEqual(['en_GB'])
  })

  it('never fails on a story whose fields are missing or of the wrong type', () => {
    const broken = {
      id: 1,
      uuid: 'u',
      name: 'Fallback name',
      slug: 'x',
      full_slug: 'en/blog/x',
      first_published_at: 'not a date',
      published_at: null,
      content: { component: 'blog_post', title: 7, image: 'x', body: 'y' },
    } as unknown as Story
    const head = pageHeadFor({
      data: { kind: 'blogArticle', story: broken, section: sectionById('blog'), type: contentTypeOf(broken), now: 0 },
      alternates: [],
      canonicalPath: '/blog/x',
      origin: ORIGIN,
      language: 'en',
      draft: false,
      indexable: true,
      settings: null,
      siteLanguages: ['en', 'de'],
      company: 'Freight',
    })
    expect(head.title).toBe('Fallback name')
    expect(head.jsonLd?.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'BlogPosting'])
    expect(head.social?.image).toBeUndefined()
  })
})
