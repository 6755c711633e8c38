import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { outlineOfHtml } from '../../scripts/seo/outlineOfHtml'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { outlineOfResponse } from './outlineOfResponse'

// The two readers of a page's outline, the worker's (HTMLRewriter, at a publish) and the report's
// (htmlparser2, in Node), read the same outline from the same HTML.

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<title>Tom &amp; Jerry&#x27;s &lt;freight&gt; &#8211; caf&eacute;</title>
<meta name="Description" content="Fast &quot;road&quot; freight &amp; more"/><meta name="description" content="a second one"/>
<link rel="canonical" href="https://www.example.com/about"/>
<link rel="alternate" hrefLang="de" href="https://www.example.com/de/about?a=1&amp;b=2"/>
<link rel="alternate" type="application/rss+xml" href="/blog/feed.xml"/>
<link rel="Alternate" hreflang="x-default" href="https://www.example.com/about"/>
</head><body><a class="skip-link" href="#main">Skip</a>
<svg><title>An icon</title></svg>
<main id="main"><h2 ID="why&amp;how">Why</h2>
<a href="/blog?page=2&amp;tab=all#top">Next</a><a href="mailto:a@b.example">Mail</a><a>No address</a>
<img src="/f/1/truck.jpg/m/100x100" alt="A truck &amp; trailer"/><img src="/f/1/yard.jpg"/>
<img src="/f/1/card.jpg" alt="" data-decorative=""/></main></body></html>`

describe('the outline of a page', () => {
  it('reads title, description, links, ids, images with their alt text and translations, character references read once', async () => {
    expect(await outlineOfResponse(html(PAGE), '/about')).toEqual({
      path: '/about',
      // Named references beyond those React writes stay as written (decodeCharacterReferences).
      title: "Tom & Jerry's <freight> – caf&eacute;",
      description: 'Fast "road" freight & more',
      links: [{ href: '#main' }, { href: '/blog?page=2&tab=all#top' }, { href: 'mailto:a@b.example' }],
      ids: ['main', 'why&how'],
      images: [
        { src: '/f/1/truck.jpg/m/100x100', alt: 'A truck & trailer' },
        { src: '/f/1/yard.jpg', alt: '' },
      ],
      alternates: [
        { hreflang: 'de', href: 'https://www.example.com/de/about?a=1&b=2' },
        { hreflang: 'x-default', href: 'https://www.example.com/about' },
      ],
    })
  })

  it('is the same from HTMLRewriter and from htmlparser2', async () => {
    expect(outlineOfHtml(PAGE, '/about')).toEqual(await outlineOfResponse(html(PAGE), '/about'))
  })
})

describe('the outline of the site’s own pages', () => {
  beforeAll(clearContentCache)

  it.each(['/about', '/de/blog', '/blog/road-freight-capacity-what-shippers-need-to-know', '/glossary/payload'])(
    '%s reads the same in the worker and in Node',
    async (path) => {
      const response = await exports.default.fetch(new Request(`http://localhost${path}`))
      expect(response.status).toBe(200)
      const source = await response.text()
      const outline = await outlineOfResponse(html(source), path)
      expect(outline.title).not.toBe('')
      expect(outline.links.length).toBeGreaterThan(10)
      expect(outline.alternates.length).toBeGreaterThan(1)
      expect(outlineOfHtml(source, path)).toEqual(outline)
    },
  )
})
