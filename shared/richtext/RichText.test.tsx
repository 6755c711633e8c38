import { renderRichText } from '@storyblok/richtext'
import { renderWithText } from '../../tests/support/renderWithText'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RichTextDoc, RichTextMark, RichTextNode } from '../content/storyblok'
import { BlokNoticesContext } from '../editor/BlokNoticesContext'
import { previewNotices } from '../editor/previewNotices'
import { fieldBloks } from '../bloks/fieldBloks'
import { RichText } from './RichText'

/** A blog post's text, which takes every rich-text blok. */
const BODY = fieldBloks('blog_post', 'body')

const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content })
const text = (value: string, ...marks: RichTextMark[]): RichTextNode => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) })
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content })
const html = (value: RichTextDoc | null | undefined) => renderWithText(<RichText doc={value} bloks={BODY} />)
/** The inner HTML of the wrapper div. */
const inner = (value: RichTextDoc) =>
  html(value)
    .replace(/^<div class="richtext">/, '')
    .replace(/<\/div>$/, '')

afterEach(() => vi.restoreAllMocks())

describe('RichText nodes', () => {
  it.each<[string, RichTextNode, string]>([
    ['paragraph', paragraph(text('Hello')), '<p>Hello</p>'],
    // A document's top heading sits right below the page's h1, whatever level the editor gave it, with the size of that level.
    [
      'heading with level',
      { type: 'heading', attrs: { level: 3 }, content: [text('Our fleet')] },
      '<h2 id="our-fleet" class="richtext__heading--h3">Our fleet</h2>',
    ],
    ['heading level clamped', { type: 'heading', attrs: { level: 9 }, content: [text('Deep')] }, '<h2 id="deep" class="richtext__heading--h6">Deep</h2>'],
    ['blockquote', { type: 'blockquote', content: [paragraph(text('Quoted'))] }, '<blockquote><p>Quoted</p></blockquote>'],
    ['bullet_list', { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('One'))] }] }, '<ul><li><p>One</p></li></ul>'],
    [
      'ordered_list from 1',
      { type: 'ordered_list', attrs: { order: 1 }, content: [{ type: 'list_item', content: [paragraph(text('One'))] }] },
      '<ol><li><p>One</p></li></ol>',
    ],
    [
      'ordered_list from 3',
      { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [paragraph(text('Three'))] }] },
      '<ol start="3"><li><p>Three</p></li></ol>',
    ],
    [
      'code_block (Storyblok class)',
      { type: 'code_block', attrs: { class: 'language-ts' }, content: [text('let a = <b>')] },
      '<pre tabindex="0" role="region" aria-label="Code"><code class="language-ts">let a = &lt;b&gt;</code></pre>',
    ],
    [
      'code_block (language attr)',
      { type: 'code_block', attrs: { language: 'js' }, content: [text('x')] },
      '<pre tabindex="0" role="region" aria-label="Code"><code class="language-js">x</code></pre>',
    ],
    ['horizontal_rule', { type: 'horizontal_rule' }, '<hr/>'],
    ['hard_break', paragraph(text('a'), { type: 'hard_break' }, text('b')), '<p>a<br/>b</p>'],
    [
      'emoji',
      { type: 'emoji', attrs: { name: 'truck', emoji: '🚚', fallbackImage: 'https://x/1.png' } },
      '<span class="emoji" role="img" aria-label="truck">🚚</span>',
    ],
    [
      'emoji fallback image',
      { type: 'emoji', attrs: { name: 'truck', fallbackImage: 'https://x/1.png' } },
      '<img class="emoji" src="https://x/1.png" alt="truck" width="20" height="20" loading="lazy"/>',
    ],
  ])('%s', (_name, node, expected) => {
    expect(inner(doc(node))).toBe(expected)
  })

  it('image: a lightbox link around an image-service image sized from the asset', () => {
    const src = 'https://a.storyblok.com/f/1/1600x900/abc/truck.jpg'
    const out = inner(doc({ type: 'image', attrs: { src, alt: 'A truck', title: 'Truck' } }))
    expect(out).toContain(`<a class="richtext__image" href="${src}" data-lightbox="" aria-label="Enlarge image: A truck" title="Truck">`)
    expect(out).toContain(`src="${src}/m/1440x810/filters:quality(80)"`)
    expect(out).toContain('width="720" height="405"')
    expect(out).toContain('loading="lazy"')
  })

  it('image: refuses unsafe sources and keeps unknown sizes unsized', () => {
    expect(inner(doc({ type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } }))).toBe('')
    expect(inner(doc({ type: 'image', attrs: { src: 'https://example.com/a.png', alt: '' } }))).toContain(
      '<img src="https://example.com/a.png" alt="" loading="lazy" decoding="async"/>',
    )
  })

  it('table: header row in thead, cells with spans', () => {
    const cell = (type: string, value: string, attrs: Record<string, unknown> = { colspan: 1, rowspan: 1 }): RichTextNode => ({
      type,
      attrs,
      content: [paragraph(text(value))],
    })
    const out = inner(
      doc({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Lane'), cell('tableHeader', 'Days')] },
          { type: 'tableRow', content: [cell('tableCell', 'Berlin–Paris', { colspan: 2, rowspan: 1 })] },
        ],
      }),
    )
    expect(out).toBe(
      '<div class="richtext__table"><table><thead><tr><th scope="col"><p>Lane</p></th><th scope="col"><p>Days</p></th></tr></thead>' +
        '<tbody><tr><td colSpan="2"><p>Berlin–Paris</p></td></tr></tbody></table></div>',
    )
  })

  it('keeps the text of an unknown node', () => {
    expect(inner(doc({ type: 'details', content: [paragraph(text('kept'))] }))).toBe('<p>kept</p>')
  })

  it('escapes text instead of injecting HTML', () => {
    expect(inner(doc(paragraph(text('<script>alert(1)</script>'))))).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })
})

describe('RichText marks', () => {
  it.each<[string, RichTextMark, string]>([
    ['bold', { type: 'bold' }, '<strong>x</strong>'],
    ['strong', { type: 'strong' }, '<strong>x</strong>'],
    ['italic', { type: 'italic' }, '<em>x</em>'],
    ['underline', { type: 'underline' }, '<u>x</u>'],
    ['strike', { type: 'strike' }, '<s>x</s>'],
    ['code', { type: 'code' }, '<code>x</code>'],
    ['subscript', { type: 'subscript' }, '<sub>x</sub>'],
    ['superscript', { type: 'superscript' }, '<sup>x</sup>'],
    ['styled', { type: 'styled', attrs: { class: 'text-orange' } }, '<span class="text-orange">x</span>'],
    ['styled with an unsafe class', { type: 'styled', attrs: { class: '"><script>' } }, '<span>x</span>'],
    ['anchor', { type: 'anchor', attrs: { id: 'rates' } }, '<span id="rates">x</span>'],
    ['highlight', { type: 'highlight', attrs: { color: '#ffee00' } }, '<mark style="background-color:#ffee00">x</mark>'],
    ['highlight with an unsafe color', { type: 'highlight', attrs: { color: 'red;background:url(https://t.example/p)' } }, '<mark>x</mark>'],
    ['textStyle', { type: 'textStyle', attrs: { color: 'rgb(255, 107, 0)' } }, '<span style="color:rgb(255, 107, 0)">x</span>'],
    ['unknown mark', { type: 'sparkle' }, 'x'],
    ['a mark named like an object property', { type: 'constructor' }, 'x'],
  ])('%s', (_name, mark, expected) => {
    expect(inner(doc(paragraph(text('x', mark))))).toBe(`<p>${expected}</p>`)
  })

  it('nests marks as Storyblok does: links outermost, later marks outside earlier ones', () => {
    expect(inner(doc(paragraph(text('x', { type: 'bold' }, { type: 'italic' }))))).toBe('<p><em><strong>x</strong></em></p>')
    expect(inner(doc(paragraph(text('y', { type: 'bold' }, { type: 'link', attrs: { href: '/en/about', linktype: 'story' } }))))).toBe(
      '<p><a href="/about"><strong>y</strong></a></p>',
    )
  })
})

describe('RichText links', () => {
  const link = (attrs: Record<string, unknown>) => inner(doc(paragraph(text('go', { type: 'link', attrs }))))

  it('resolves story links with the site link rules and keeps anchors', () => {
    expect(link({ href: '/en/pages/about', linktype: 'story', anchor: 'team' })).toBe('<p><a href="/about#team">go</a></p>')
    expect(link({ href: 'de/press/posts/hub', linktype: 'story' })).toBe('<p><a href="/de/press/hub">go</a></p>')
  })

  it('opens external links in a new tab with rel=noopener', () => {
    expect(link({ href: 'https://example.com', linktype: 'url' })).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener">go<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    )
    expect(link({ href: 'https://a.storyblok.com/f/1/x.pdf', linktype: 'asset' })).toContain('target="_blank" rel="noopener"')
  })

  it('renders email links as mailto', () => {
    expect(link({ href: 'ops@freight.example', linktype: 'email' })).toBe('<p><a href="mailto:ops@freight.example">go</a></p>')
  })

  it('renders start-modal targets as buttons that open the modal', () => {
    expect(link({ href: 'modal-signup', linktype: 'url' })).toBe(
      '<p><button type="button" data-open-modal="signup" commandfor="start-modal-signup" command="show-modal">go</button></p>',
    )
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', ''])('renders a refused link (%s) as plain text', (href) => {
    expect(link({ href, linktype: 'url' })).toBe('<p>go</p>')
  })

  it('makes neighbouring pieces under the same link one link, and different links two', () => {
    const about = { type: 'link', attrs: { href: '/en/about', linktype: 'story' } }
    const press = { type: 'link', attrs: { href: '/en/press', linktype: 'story' } }
    expect(inner(doc(paragraph(text('Read ', about), text('about', about, { type: 'bold' }), text(' us', about))))).toBe(
      '<p><a href="/about">Read <strong>about</strong> us</a></p>',
    )
    expect(inner(doc(paragraph(text('about', about), text('press', press), text(' and ', about))))).toBe(
      '<p><a href="/about">about</a><a href="/press">press</a><a href="/about"> and </a></p>',
    )
  })
})

describe('RichText alignment', () => {
  it.each(['center', 'right', 'justify'])('keeps a paragraph and a heading aligned %s', (align) => {
    expect(inner(doc({ type: 'paragraph', attrs: { textAlign: align }, content: [text('Centred')] }))).toBe(`<p class="richtext__align--${align}">Centred</p>`)
    expect(inner(doc({ type: 'heading', attrs: { level: 2, textAlign: align }, content: [text('Title')] }))).toContain(
      `class="richtext__heading--h2 richtext__align--${align}"`,
    )
  })

  it('leaves left, the default, and anything unknown without a class', () => {
    expect(inner(doc({ type: 'paragraph', attrs: { textAlign: 'left' }, content: [text('Left')] }))).toBe('<p>Left</p>')
    expect(inner(doc({ type: 'paragraph', attrs: { textAlign: 'x;color:red' }, content: [text('X')] }))).toBe('<p>X</p>')
  })
})

describe('RichText headings', () => {
  it('gives headings stable, deduplicated slug ids', () => {
    const heading = (value: string): RichTextNode => ({ type: 'heading', attrs: { level: 2 }, content: [text(value)] })
    const out = inner(doc(heading('Rates & Lanes'), heading('Rates & Lanes'), heading('Zölle für LKW'), heading('!!!')))
    expect(out).toBe(
      '<h2 id="rates-lanes" class="richtext__heading--h2">Rates &amp; Lanes</h2><h2 id="rates-lanes-2" class="richtext__heading--h2">Rates &amp; Lanes</h2>' +
        '<h2 id="zolle-fur-lkw" class="richtext__heading--h2">Zölle für LKW</h2><h2 id="section" class="richtext__heading--h2">!!!</h2>',
    )
  })
})

describe('RichText bloks', () => {
  it('renders an embedded blok through the registry', () => {
    const out = inner(
      doc({ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'q1', component: 'TextContentQuote', quote: 'On time.', author: 'Ana', role: 'COO' }] } }),
    )
    expect(out).toBe(
      '<figure class="tc-quote"><blockquote><p>On time.</p></blockquote><figcaption><span class="tc-quote__author">Ana</span><span class="tc-quote__role">COO</span></figcaption></figure>',
    )
  })

  const inPreview = (value: RichTextDoc) =>
    renderWithText(
      <BlokNoticesContext value={previewNotices({ editorLanguage: 'fr', datasources: {} })}>
        <RichText doc={value} bloks={BODY} />
      </BlokNoticesContext>,
    )

  it('leaves out a component it does not know, without a word on the console; in an editor preview, a notice at its place instead', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unknown = doc({ type: 'blok', attrs: { body: [{ _uid: 'u', component: 'Carousel', _editable: '<!--#storyblok#{}-->' }] } })
    expect(inner(unknown)).toBe('')
    expect(error).not.toHaveBeenCalled()
    expect(inPreview(unknown)).toContain(
      '<p class="blok-notice" role="note">Le bloc « Carousel » ne fait pas partie du modèle de contenu : le site ne peut pas l’afficher</p>',
    )
    // A known component that rich text does not embed is not allowed there, and said so by its name.
    const box = doc({ type: 'blok', attrs: { body: [{ _uid: 'c', component: 'cta_box', title: 'Ship' }] } })
    expect(inner(box)).toBe('')
    expect(inPreview(box)).toContain('Le bloc « Call-to-action box » n’est pas autorisé ici : les visiteurs ne le voient pas</p>')
  })

  it('leaves out a quote without its text: no empty quote for visitors, a notice for the editor', () => {
    for (const quote of [undefined, '', '   ']) {
      const empty = doc(paragraph(text('Before')), { type: 'blok', attrs: { body: [{ _uid: 'q', component: 'TextContentQuote', quote, author: 'Ana' }] } })
      expect(inner(empty)).toBe('<p>Before</p>')
      const preview = inPreview(empty)
      expect(preview).toContain('<p class="blok-notice" role="note">Le champ « Quote » est manquant</p>')
      expect(preview).not.toContain('<blockquote>')
    }
  })
})

describe('RichText headings in the page’s outline', () => {
  const heading = (level: number, value: string): RichTextNode => ({ type: 'heading', attrs: { level }, content: [text(value)] })

  it('keeps the document’s own structure, without skipped levels, below the heading it sits under', () => {
    const document = doc(heading(3, 'Why'), heading(5, 'Details'), heading(3, 'How'))
    const tags = (markup: string) =>
      [...markup.matchAll(/<(h\d) id="[^"]*" class="richtext__heading--(h\d)">([^<]*)/g)].map((match) => match.slice(1).join(' '))
    expect(tags(inner(document))).toEqual(['h2 h3 Why', 'h3 h5 Details', 'h2 h3 How'])
    expect(tags(renderWithText(<RichText doc={document} bloks={BODY} headingBase={2} />))).toEqual(['h3 h3 Why', 'h4 h5 Details', 'h3 h3 How'])
  })

  it('prefixes heading ids where several documents share a page', () => {
    expect(renderWithText(<RichText doc={doc(heading(2, 'About the role'))} bloks={BODY} headingIdPrefix="dispatcher-" />)).toContain(
      '<h2 id="dispatcher-about-the-role" ',
    )
  })
})

describe('RichText documents', () => {
  it('warns about a document without a content array and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(html({ type: 'doc' })).toBe('')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('renders nothing, silently, for an empty field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(html(null)).toBe('')
    expect(warn).not.toHaveBeenCalled()
  })
})

/** Tags and text only: attributes differ by design (ids, link rewriting, image service, a11y text). */
function structure(markup: string): string {
  return markup
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<div class="richtext__table">|<\/div>$/g, '')
    .replace(/^<div class="richtext">/, '')
    .replace(/<(\/?)([a-z0-9]+)[^>]*?\/?>/g, '<$1$2>')
    .replace(/<!-- -->/g, '')
    .replace(/<(br|hr|img)><\/\1>/g, '<$1>')
    .replace(/<\/div>/g, '')
}

describe('RichText against @storyblok/richtext (test oracle)', () => {
  const oracleDoc = doc(
    { type: 'heading', attrs: { level: 2 }, content: [text('Hello World')] },
    paragraph(
      text('b', { type: 'bold' }),
      text('i', { type: 'italic' }),
      text('u', { type: 'underline' }),
      text('s', { type: 'strike' }),
      text('c', { type: 'code' }),
      text('sty', { type: 'styled', attrs: { class: 'x' } }),
      text('sub', { type: 'subscript' }),
      text('sup', { type: 'superscript' }),
      text('anc', { type: 'anchor', attrs: { id: 'a1' } }),
      text('hl', { type: 'highlight', attrs: { color: '#ff0' } }),
      text('ts', { type: 'textStyle', attrs: { color: 'red' } }),
      { type: 'hard_break' },
      text('bi', { type: 'bold' }, { type: 'italic' }),
      text('link', { type: 'link', attrs: { href: '/en/about', linktype: 'story' } }),
      text('ext', { type: 'link', attrs: { href: 'https://x.example', linktype: 'url', target: '_blank' } }),
      text('mail', { type: 'link', attrs: { href: 'a@b.example', linktype: 'email' } }),
    ),
    { type: 'blockquote', content: [paragraph(text('q'))] },
    { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('li'))] }] },
    { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [paragraph(text('li'))] }] },
    { type: 'code_block', attrs: { class: 'language-js' }, content: [text('let a')] },
    { type: 'horizontal_rule' },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('h'))] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('c'))] }] },
      ],
    },
  )

  it('produces the same elements and text for every node and mark both support', () => {
    expect(structure(html(oracleDoc))).toBe(structure(renderRichText(oracleDoc as never) as string))
  })
})
