import { describe, expect, it } from 'vitest'
import { contentModel } from '../../../shared/content/model/contentModel'
import { toWireComponent } from '../../../shared/content/model/componentWire'
import { datetime, editableGroups, linkTarget, writeField, type ComponentSchemas } from './editableFields'

/** The demo space's components, as the service gives them to the editor. */
const COMPONENTS: ComponentSchemas = Object.fromEntries(Object.values(contentModel.blocks).map((block) => [block.name, toWireComponent(block).schema]))

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
  it('lists every blok with a control per field its component declares, rich text nodes as plain text, in document order', () => {
    const groups = editableGroups(content, COMPONENTS)
    expect(groups.map((group) => group.component)).toEqual(['page', 'section_head', 'rich_text', 'TextContentQuote'])
    expect(groups[0]?.fields.map((field) => [field.label, field.kind])).toEqual([
      ['title', 'text'],
      ['description', 'textarea'],
      ['disable_scroll_to_top', 'boolean'],
      ['featured', 'multiselect'],
      ['unlisted', 'boolean'],
    ])
    expect(groups[0]?.fields[3]?.choiceSource).toEqual({ contentTypes: ['blog_post', 'case_study', 'report', 'webinar', 'tech_article'] })
    expect(groups[0]?.bloks).toEqual([{ label: 'body', path: ['body'], allow: ['section_head', 'rich_text', 'cta_box'] }])
    expect(groups[1]?.fields.map((field) => [field.label, field.kind, field.value])).toEqual([
      ['overline', 'text', ''],
      ['title', 'text', 'Head'],
      ['title_is_big', 'boolean', false],
    ])
    expect(groups[2]?.fields.map((field) => [field.label, field.value])).toEqual([
      ['text › paragraph 1', 'Hello world'],
      ['text › paragraph 2.1.1', 'Item'],
    ])
    expect(groups[3]?.breadcrumbs.map((crumb) => crumb.component)).toEqual(['page', 'rich_text', 'TextContentQuote'])
  })

  it('writes text fields and rich text nodes back into the content', () => {
    const copy = structuredClone(content)
    const [page, , richText, quote] = editableGroups(copy, COMPONENTS)
    writeField(copy, page!.fields[0]!, 'New title')
    writeField(copy, richText!.fields[0]!, 'Plain now')
    writeField(copy, quote!.fields[0]!, 'New quote')
    expect(copy.title).toBe('New title')
    expect(copy.body[1]!.text!.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Plain now' }] })
    expect(copy.body[1]!.text!.content[2]!.attrs!.body![0]!.quote).toBe('New quote')
  })
})

describe('the values Storyblok stores', () => {
  it('turns a datetime-local value into Storyblok’s UTC datetime and back', () => {
    expect(datetime.toInput('2025-06-30 07:00')).toBe('2025-06-30T07:00')
    expect(datetime.fromInput('2025-06-30T07:00')).toBe('2025-06-30 07:00')
    expect(datetime.toInput('not a date')).toBe('')
    expect(datetime.fromInput('')).toBe('')
  })

  it('writes a link’s target in the shape of its link type', () => {
    expect(linkTarget.write({ linktype: 'url', fieldtype: 'multilink' }, 'https://example.com')).toMatchObject({
      url: 'https://example.com',
      cached_url: 'https://example.com',
    })
    expect(linkTarget.write({ linktype: 'story', id: 'u' }, '/en/about')).toMatchObject({ linktype: 'story', cached_url: 'en/about', id: 'u' })
    expect(linkTarget.write({ linktype: 'email' }, 'ops@example.com')).toMatchObject({ email: 'ops@example.com' })
    expect(linkTarget.read({ linktype: 'story', cached_url: 'en/contact' })).toBe('en/contact')
  })

  it('writes a switch, a date and a select into the content', () => {
    const copy = structuredClone({ _uid: 'j', component: 'job_opening', title: 'Dispatcher' }) as Record<string, unknown>
    const [opening] = editableGroups(copy, COMPONENTS)
    const byLabel = (label: string) => opening!.fields.find((field) => field.label === label)!
    writeField(copy, byLabel('valid_through'), '2030-12-31T17:00')
    writeField(copy, byLabel('employment_type'), 'PART_TIME')
    expect(copy).toMatchObject({ valid_through: '2030-12-31 17:00', employment_type: 'PART_TIME' })
    expect(byLabel('employment_type').choices?.map((choice) => choice.value)).toEqual(['FULL_TIME', 'PART_TIME'])
  })
})
