import { describe, expect, it } from 'vitest'
import { markdownAnswer } from './markdownAnswer'

const BASE = new URL('https://www.freight.example/blog/a-post')

/** A rendered page around `main`, with a head and the shell's chrome around it. */
function page(main: string, head = ''): string {
  return (
    `<!DOCTYPE html><html lang="de"><head><title>T</title><link rel="canonical" href="https://www.freight.example/blog/a-post"/>${head}</head>` +
    `<body><header class="site-header"><nav><a href="/">Home</a></nav></header><main id="main" tabindex="-1">${main}</main>` +
    `<footer><p>© Freight</p></footer></body></html>`
  )
}

async function markdown(main: string, head = ''): Promise<string> {
  const response = await markdownAnswer(new Response(page(main, head), { headers: { 'content-type': 'text/html; charset=utf-8' } }), BASE)
  return response.text()
}

describe('markdownAnswer: a page’s <main> as Markdown', () => {
  it('writes headings, paragraphs, emphasis, code, quotes and rules, and leaves out the shell', async () => {
    const text = await markdown(
      '<h1>Title</h1><p>One <strong>strong</strong> and <em>soft</em> word, <code>a `tick`</code>, <s>gone</s>.</p>' +
        '<h2 id="x">Part <span>two</span></h2><blockquote><p>Quoted</p><p>twice</p></blockquote><hr/><h3>End</h3>',
    )
    expect(text).toBe('# Title\n\nOne **strong** and *soft* word, `` a `tick` ``, ~~gone~~.\n\n## Part two\n\n> Quoted\n>\n> twice\n\n---\n\n### End\n')
    expect(text).not.toContain('Home')
    expect(text).not.toContain('©')
  })

  it('writes lists, nested and numbered from their start, as tight lists', async () => {
    const text = await markdown('<ul><li><p>One</p></li><li>Two<ul><li>Two a</li></ul></li></ul><ol start="3"><li>Three</li><li>Four</li></ol>')
    expect(text).toBe('- One\n- Two\n  - Two a\n\n3. Three\n4. Four\n')
  })

  it('makes links and images absolute, leaves decorative images out and links a reader cannot follow as text', async () => {
    const text = await markdown(
      '<p><a href="/about">About</a> <a href="#part">part</a> <a href="https://other.example/x (1)">other</a> <a href="https://other.example/smile:)">smile</a> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="mailto:jobs@example.com">mail</a></p><img src="/a.png" alt=""/><img src="https://img.example/m/100x100/filters:quality(80)" alt="A [truck]"/>',
    )
    expect(text).toBe(
      '[About](https://www.freight.example/about) [part](https://www.freight.example/blog/a-post#part) [other](https://other.example/x%20(1)) [smile](https://other.example/smile:\\)) bad [mail](mailto:jobs@example.com)\n\n' +
        '![A \\[truck\\]](https://img.example/m/100x100/filters:quality(80))\n',
    )
  })

  it('writes tables with their header row, code blocks with their language, definition lists and media as links', async () => {
    const text = await markdown(
      '<div role="region"><table><thead><tr><th>Lane</th><th>Price</th></tr></thead><tbody><tr><td>Berlin | Warsaw</td><td>€ 1,150</td></tr><tr><td>Lyon</td></tr></tbody></table></div>' +
        '<pre><code class="language-json">{\n  "a": "```"\n}\n</code></pre>' +
        '<dl><div><dt>Location</dt><dd>Berlin</dd></div><dt>Type</dt><dd>Full-time</dd></dl>' +
        '<video src="https://videos.example/w.mp4" aria-label="Webinar video"></video>',
    )
    expect(text).toBe(
      '| Lane | Price |\n| --- | --- |\n| Berlin \\| Warsaw | € 1,150 |\n| Lyon |  |\n\n' +
        '````json\n{\n  "a": "```"\n}\n````\n\n' +
        '- **Location**: Berlin\n- **Type**: Full-time\n\n' +
        '[Webinar video](https://videos.example/w.mp4)\n',
    )
  })

  it('leaves out navigation, scripts, controls, forms and what no one sees, and decodes the text', async () => {
    const text = await markdown(
      '<p id="no-translation">Not here</p><nav aria-label="Breadcrumbs"><a href="/">Home</a></nav>' +
        '<script type="application/json" data-island-props="">{"a":1}</script><island-root><button type="button">Share</button></island-root>' +
        '<form><label>Q</label><input name="q"/></form><p hidden="">Hidden</p><p aria-hidden="true">Read more</p>' +
        '<p>Fish &amp; chips &lt;b&gt; &#x27;q&#x27; &quot;d&quot; &#8364;<span class="visually-hidden"> (opens in a new tab)</span></p>',
    )
    expect(text).toBe('Fish & chips \\<b\\> \'q\' "d" €\n')
  })

  it('escapes what Markdown would read as syntax: emphasis, links, HTML and block starts', async () => {
    const text = await markdown('<p>2 * 3 = 6_0 [x](y) &lt;i&gt;</p><p># not a heading</p><p>1. not a list</p><p>- nor this</p><p>first<br/>+ second</p>')
    expect(text).toBe('2 \\* 3 = 6\\_0 \\[x\\](y) \\<i\\>\n\n\\# not a heading\n\n1\\. not a list\n\n\\- nor this\n\nfirst  \n\\+ second\n')
  })

  it('keeps two things the layout keeps apart as two words, and marked-up parts of a phrase together', async () => {
    const text = await markdown(
      '<p><span>Market insights</span><time>16 January 2023</time></p><p><a href="/a">A</a><a href="/b">B</a></p><p>un<strong>break</strong><em>able</em></p>',
    )
    expect(text).toBe('Market insights 16 January 2023\n\n[A](https://www.freight.example/a) [B](https://www.freight.example/b)\n\nun**break***able*\n')
  })

  it('links a paged list’s neighbours in the page’s language, and names the page as canonical and its robots rule', async () => {
    const response = await markdownAnswer(
      new Response(
        page(
          '<h1>Blog</h1>',
          '<meta name="robots" content="noindex, follow"/><link rel="prev" href="https://www.freight.example/de/blog"/><link rel="next" href="https://www.freight.example/de/blog/3/all"/>',
        ),
        {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'cache-tag': 'all,s:de/blog/x' },
        },
      ),
      BASE,
    )
    expect(await response.text()).toBe('# Blog\n\n[Zurück](https://www.freight.example/de/blog) · [Weiter](https://www.freight.example/de/blog/3/all)\n')
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/markdown; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
      'cache-tag': 'all,s:de/blog/x',
      link: '<https://www.freight.example/blog/a-post>; rel="canonical"',
      'x-robots-tag': 'noindex, follow',
    })
  })

  it('keeps the status, and leads a redirect to its target’s Markdown address (another site’s as it is)', async () => {
    const missing = await markdownAnswer(new Response(page('<h1>Not found</h1>'), { status: 404, headers: { 'content-type': 'text/html' } }), BASE)
    expect([missing.status, await missing.text()]).toEqual([404, '# Not found\n'])
    const redirect = (location: string) => markdownAnswer(new Response(null, { status: 301, headers: { location } }), BASE)
    expect((await redirect('/about')).headers.get('location')).toBe('/about.md')
    expect((await redirect('/')).headers.get('location')).toBe('/index.md')
    expect((await redirect('/open-positions?type=FULL_TIME#x')).headers.get('location')).toBe('/open-positions.md?type=FULL_TIME#x')
    expect((await redirect('https://other.example/a')).headers.get('location')).toBe('https://other.example/a')
    expect((await redirect('//other.example/a')).headers.get('location')).toBe('//other.example/a')
  })

  it('answers a page without <main> with its neighbours only, and one that is no HTML as it is', async () => {
    const bare = await markdownAnswer(new Response('<html><body><h1>Error</h1></body></html>', { headers: { 'content-type': 'text/html' } }), BASE)
    expect(await bare.text()).toBe('\n')
    const text = await markdownAnswer(new Response('Method Not Allowed', { status: 405, headers: { 'content-type': 'text/plain' } }), BASE)
    expect([text.status, await text.text()]).toEqual([405, 'Method Not Allowed'])
  })
})
