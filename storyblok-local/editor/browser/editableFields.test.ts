import { describe, expect, it } from 'vitest'
import { editableGroups, writeField } from './editableFields'

const content = {
  _uid: 'root',
  component: 'page',
  title: 'Title',
  author: '0b5a8f2e-0d5f-4b7e-9b3a-0c1d2e3f4a5b',
  body: [
    { _uid: 'sh', component: 'section_head', title: 'Head', _editable: '<!--#storyblok#{}-->' },
    {
      _uid: 'rt',
      component: 'rich_text',
      text: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Hello ' },
              { type: 'text', text: 'world', marks: [{ type: 'bold' }] },
            ],
          },
          { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] }] },
          { type: 'blok', attrs: { id: 'b', body: [{ _uid: 'q', component: 'TextContentQuote', quote: 'Quoted' }] } },
        ],
      },
    },
  ],
}

describe('editableGroups', () => {
  it('lists every blok with its text fields, rich text nodes as plain text, in document order', () => {
    const groups = editableGroups(content)
    expect(groups.map((group) => group.component)).toEqual(['page', 'section_head', 'rich_text', 'TextContentQuote'])
    expect(groups[0]?.fields.map((field) => field.label)).toEqual(['title'])
    expect(groups[2]?.fields.map((field) => [field.label, field.value])).toEqual([
      ['text › paragraph 1', 'Hello world'],
      ['text › paragraph 2.1.1', 'Item'],
    ])
    expect(groups[3]?.breadcrumbs.map((crumb) => crumb.component)).toEqual(['page', 'rich_text', 'TextContentQuote'])
  })

  it('writes text fields and rich text nodes back into the content', () => {
    const copy = structuredClone(content)
    const [page, , richText, quote] = editableGroups(copy)
    writeField(copy, page!.fields[0]!, 'New title')
    writeField(copy, richText!.fields[0]!, 'Plain now')
    writeField(copy, quote!.fields[0]!, 'New quote')
    expect(copy.title).toBe('New title')
    expect(copy.body[1]!.text!.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Plain now' }] })
    expect(copy.body[1]!.text!.content[2]!.attrs!.body![0]!.quote).toBe('New quote')
  })
})
