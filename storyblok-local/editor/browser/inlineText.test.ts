import { describe, expect, it } from 'vitest'
import { editableGroups, writeField, type ComponentSchemas } from './editableFields'
import { inlineText } from './inlineText'

type Json = Record<string, unknown>

const LINK = { type: 'link', attrs: { href: '/en/guide', linktype: 'story', uuid: 'guide-uuid', target: '_self' } }
const BOLD = { type: 'bold' }

/** "Read our freight guide today." with "freight guide" a link. */
const linked = (): Json => ({
  type: 'paragraph',
  content: [
    { type: 'text', text: 'Read our ' },
    { type: 'text', text: 'freight guide', marks: [LINK] },
    { type: 'text', text: ' today.' },
  ],
})

/** What the editor stores after changing a paragraph's text from what it showed to `text`. */
const edited = (node: Json, text: string): Json[] => inlineText.write(node, text)

/** A paragraph with a hard break and an emoji. */
const showcase = {
  type: 'paragraph',
  content: [
    { type: 'text', text: 'First line' },
    { type: 'hard_break' },
    { type: 'text', text: 'Second' },
    { type: 'emoji', attrs: { name: 'truck', emoji: '🚚' } },
  ],
}

describe('editing a rich text paragraph as plain text', () => {
  it('shows the paragraph’s text, a hard break as a line break and an emoji as itself', () => {
    expect(inlineText.read(linked())).toBe('Read our freight guide today.')
    expect(inlineText.read(showcase)).toBe('First line\nSecond🚚')
  })

  it('keeps the link of text the editor did not change, typing before, after and inside it', () => {
    expect(edited(linked(), 'Read our freight guide tomorrow.')).toEqual([
      { type: 'text', text: 'Read our ' },
      { type: 'text', text: 'freight guide', marks: [LINK] },
      { type: 'text', text: ' tomorrow.' },
    ])
    expect(edited(linked(), 'Please read our freight guide today.')).toEqual([
      { type: 'text', text: 'Please read our ' },
      { type: 'text', text: 'freight guide', marks: [LINK] },
      { type: 'text', text: ' today.' },
    ])
    // Text typed inside the link's text is part of the link.
    expect(edited(linked(), 'Read our freight rate guide today.')).toEqual([
      { type: 'text', text: 'Read our ' },
      { type: 'text', text: 'freight rate guide', marks: [LINK] },
      { type: 'text', text: ' today.' },
    ])
  })

  it('does not grow a link at its edge, and continues bold text typed after', () => {
    const plural = {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'the guide', marks: [LINK] },
        { type: 'text', text: '.' },
      ],
    }
    expect(edited(plural, 'the guides.')).toEqual([
      { type: 'text', text: 'the guide', marks: [LINK] },
      { type: 'text', text: 's.' },
    ])
    const bold = {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Hello ' },
        { type: 'text', text: 'world', marks: [BOLD] },
      ],
    }
    expect(edited(bold, 'Hello world!')).toEqual([
      { type: 'text', text: 'Hello ' },
      { type: 'text', text: 'world!', marks: [BOLD] },
    ])
  })

  it('keeps the link on what is left of it when deleted text spans its edge, and drops it with all its text', () => {
    expect(edited(linked(), 'Read guide today.')).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'text', text: 'guide', marks: [LINK] },
      { type: 'text', text: ' today.' },
    ])
    expect(edited(linked(), 'Read our today.')).toEqual([{ type: 'text', text: 'Read our today.' }])
  })

  it('keeps hard breaks and emojis the change does not touch; a typed line break is a hard break, in a code block a line of code', () => {
    expect(edited(showcase, 'First line\nSecond line🚚')).toEqual([
      { type: 'text', text: 'First line' },
      { type: 'hard_break' },
      { type: 'text', text: 'Second line' },
      { type: 'emoji', attrs: { name: 'truck', emoji: '🚚' } },
    ])
    expect(edited(showcase, 'First\nline\nSecond')).toEqual([
      { type: 'text', text: 'First' },
      { type: 'hard_break' },
      { type: 'text', text: 'line' },
      { type: 'hard_break' },
      { type: 'text', text: 'Second' },
    ])
    const code = { type: 'code_block', content: [{ type: 'text', text: 'npm start' }] }
    expect(edited(code, 'npm ci\nnpm start')).toEqual([{ type: 'text', text: 'npm ci\nnpm start' }])
  })

  it('shows, after each keystroke, exactly what the editor typed', () => {
    let node = linked()
    const typed = ['Read our freight guide today.!', 'Read our freight guide today', 'Read our f guide today', 'R\n our f guide 🚚 today', '']
    for (const text of typed) {
      node = { ...node, content: inlineText.write(node, text) }
      expect(inlineText.read(node)).toBe(text)
    }
    expect(node.content).toEqual([])
  })
})

describe('a rich text field in the panel', () => {
  const components: ComponentSchemas = {
    rich_text: { display_name: 'Text', schema: { text: { type: 'richtext', pos: 0, display_name: 'Text' } } },
  }

  it('writes a paragraph’s new text into the story, its link kept', () => {
    const content = { _uid: 'rt', component: 'rich_text', text: { type: 'doc', content: [linked()] } }
    const [group] = editableGroups(content, components)
    const item = group?.sections[0]?.items[0]
    const field = item?.kind === 'richtext' && item.richText.items[0]?.kind === 'field' ? item.richText.items[0].field : undefined
    expect(field?.value).toBe('Read our freight guide today.')
    writeField(content, field!, 'Read our freight guide tomorrow.')
    expect(content.text.content[0]?.content).toEqual([
      { type: 'text', text: 'Read our ' },
      { type: 'text', text: 'freight guide', marks: [LINK] },
      { type: 'text', text: ' tomorrow.' },
    ])
  })
})
