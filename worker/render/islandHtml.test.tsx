import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { islandHtml } from './islandHtml'

describe('island markup', () => {
  it('is rendered once per key, then served from the isolate', async () => {
    let renders = 0
    function Counted() {
      renders++
      return <p>rendered</p>
    }
    const key = `test|${crypto.randomUUID()}`
    expect(await islandHtml(key, <Counted />)).toBe('<p>rendered</p>')
    expect(islandHtml(key, <Counted />)).toBe('<p>rendered</p>')
    expect(renders).toBe(1)
  })

  it('is the same on every page of a language, with the logo preloaded in the head, not inside the island', async () => {
    const header = async (path: string) => {
      const html = await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
      const island = html.match(/<island-root data-island="\/assets\/islands\/Header-[^"]+"[^>]*>(.*?)<\/island-root>/s)?.[1] ?? ''
      return { html, island }
    }
    const about = await header('/about')
    const blog = await header('/blog')
    expect(about.island).toContain('class="site-header"')
    expect(blog.island).toBe(about.island)
    expect(about.island).not.toContain('<link')
    const head = about.html.slice(0, about.html.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" href="[^"]+logo[^"]*" as="image"\/>/)
  })
})
