import { describe, expect, it } from 'vitest'
import { staysInDocument } from './loadNewBuildOnNextNavigation'

const page = new URL('https://www.freight.example/blog/rich-text-showcase?ref=mail')
const link = (href: string) => new URL(href, page)

describe('a link that stays in the page (a new build makes it a page load)', () => {
  it('is a fragment of this very page', () => {
    expect(staysInDocument(link('#tables'), page)).toBe(true)
    expect(staysInDocument(link('/blog/rich-text-showcase?ref=mail#tables'), page)).toBe(true)
  })

  it('is not another page, another query, another site, or the page itself without a fragment (those load by themselves)', () => {
    expect(staysInDocument(link('/blog'), page)).toBe(false)
    expect(staysInDocument(link('/blog/rich-text-showcase#tables'), page)).toBe(false)
    expect(staysInDocument(link('https://other.example/blog/rich-text-showcase?ref=mail#tables'), page)).toBe(false)
    expect(staysInDocument(link('/blog/rich-text-showcase?ref=mail'), page)).toBe(false)
  })
})
