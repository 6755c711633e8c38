import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import type { RichTextComponent } from '../../bloks/BlokViews'
import { fieldBloks } from '../../bloks/fieldBloks'
import { contentModel } from '../../content/schema/contentModel'
import { BlokList } from './BlokList'

/** A page body's text (`rich_text.text`), which takes every rich-text blok. */
const BODY_TEXT = fieldBloks('rich_text', 'text')
const render = (blok: { component: string; [field: string]: unknown }, allowed = BODY_TEXT) =>
  renderWithText(<BlokList bloks={[{ _uid: 'u1', ...blok }]} allowed={allowed} under={1} />)

/** One complete blok of each component rich text takes (a component the model's rich text gains fails typecheck here). */
const SAMPLES: Record<RichTextComponent, Record<string, unknown>> = {
  TextContentButton: { title: 'Get a quote', link: { linktype: 'url', url: 'https://example.com' } },
  TextContentCard: { title: 'Green corridors' },
  TextContentEmbed: { url: 'https://youtu.be/dQw4w9WgXcQ' },
  TextContentQuote: { quote: 'Fast.' },
  TextContentTable: { table: { thead: [{ value: 'Lane' }], tbody: [] } },
}

/** What the model's rich-text fields allow, read from the model itself. */
const blocks = Object.values(contentModel.blocks)
const allowedInRichText = blocks
  .flatMap((block) => block.fields as unknown as { type: string; allow?: string[] }[])
  .flatMap((field) => (field.type === 'richtext' ? (field.allow ?? []) : []))

describe('rich text bloks', () => {
  it('renders only what its own field takes: a section head’s text takes no blok, not even a quote', () => {
    const quote = { component: 'TextContentQuote', ...SAMPLES.TextContentQuote }
    expect(render(quote)).toContain('tc-quote')
    expect(render(quote, fieldBloks('section_head', 'richtext'))).toBe('')
    expect(render(quote, fieldBloks('settings', 'topnotification_richtext'))).toBe('')
  })

  it('renders every blok the model’s rich text allows, and none of the other components', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...new Set(allowedInRichText)].sort())
    for (const [component, fields] of Object.entries(SAMPLES)) expect(render({ component, ...fields }), component).not.toBe('')
    for (const { name } of blocks.filter((block) => !(block.name in SAMPLES))) expect(render({ component: name, title: 'Ship' }), name).toBe('')
  })

  it('TextContentButton renders a styled button link', () => {
    expect(render({ component: 'TextContentButton', title: 'Get a quote', style: 'green', link: { linktype: 'story', cached_url: 'en/pages/quote' } })).toBe(
      '<p class="tc-button"><a href="/quote" class="btn btn--green"><span>Get a quote</span></a></p>',
    )
  })

  it('TextContentCard links the card through its title', () => {
    const out = render({
      component: 'TextContentCard',
      title: 'Green corridors',
      text: 'Lower emissions.',
      image: { filename: 'https://a.storyblok.com/f/1/1200x800/a/b.jpg', alt: '' },
      link: { linktype: 'story', cached_url: 'en/blog/green' },
    })
    expect(out).toContain('<p class="tc-card__title"><a href="/blog/green" class="tc-card__link">Green corridors</a></p>')
    expect(out).toContain('<p class="tc-card__text">Lower emissions.</p>')
    // 16:9 whatever the asset's own shape, by the CTA card breakpoints: the column's width below 768 px, 326 px from there.
    const asset = 'https://a.storyblok.com/f/1/1200x800/a/b.jpg'
    expect(out).toContain(`src="${asset}/m/652x366/filters:quality(80)"`)
    expect(out).toContain(`srcSet="${asset}/m/652x366/filters:quality(80) 652w, ${asset}/m/1372x772/filters:quality(80) 1372w"`)
    expect(out).toContain('sizes="(min-width: 768px) 326px, 686px" alt="" width="326" height="183"')
  })

  it('TextContentEmbed: iframe for YouTube, a link for anything else', () => {
    expect(render({ component: 'TextContentEmbed', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Our hub' })).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Our hub" loading="lazy"',
    )
    const other = render({ component: 'TextContentEmbed', url: 'https://maps.example/hub', title: 'Map' })
    expect(other).not.toContain('<iframe')
    expect(other).toContain('<a href="https://maps.example/hub" target="_blank" rel="noopener">Map')
    expect(render({ component: 'TextContentEmbed', url: 'javascript:alert(1)', title: 'x' })).toBe('<p class="tc-embed tc-embed--link">x</p>')
  })

  it('TextContentQuote renders quote, author and role', () => {
    expect(render({ component: 'TextContentQuote', quote: 'Fast.' })).toBe('<figure class="tc-quote"><blockquote><p>Fast.</p></blockquote></figure>')
  })

  it('TextContentTable renders thead and tbody in a focusable scroll region', () => {
    const out = render({
      component: 'TextContentTable',
      table: { thead: [{ value: 'Lane' }, { value: 'Days' }], tbody: [{ body: [{ value: 'A–B' }, { value: '2' }] }] },
    })
    expect(out).toBe(
      '<div class="tc-table" role="region" aria-label="Table" tabindex="0"><table><thead><tr><th scope="col">Lane</th><th scope="col">Days</th></tr></thead>' +
        '<tbody><tr><td>A–B</td><td>2</td></tr></tbody></table></div>',
    )
  })
})
