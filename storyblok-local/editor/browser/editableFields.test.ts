import { describe, expect, it } from 'vitest'
import { contentModel } from '../../../shared/content/schema/contentModel'
import { toWireComponent } from '../../../shared/content/schema/componentWire'
import { datetime, editableGroups, linkTarget, writeField, type ComponentSchemas, type EditableField, type FieldGroup, type PanelItem } from './editableFields'

/** The demo space's components, as the service gives them to the editor. */
const COMPONENTS: ComponentSchemas = Object.fromEntries(
  Object.values(contentModel.blocks).map((block) => {
    const { display_name, schema } = toWireComponent(block)
    return [block.name, { display_name, schema }]
  }),
)

/** The controls of a blok's form (its rich text nodes too), not those of the bloks inside it. */
function fieldsOf(group: FieldGroup | undefined): EditableField[] {
  const fromItem = (item: PanelItem): EditableField[] =>
    item.kind === 'field' ? [item.field] : item.kind === 'richtext' ? item.richText.items.flatMap(fromItem) : []
  return (group?.sections ?? []).flatMap((section) => section.items.flatMap(fromItem))
}

/** What a blok's form shows, in its order: each control's label, each bloks or rich text field's name, each nested blok's component. */
function outline(items: PanelItem[]): string[] {
  return items.map((item) =>
    item.kind === 'field'
      ? item.field.label
      : item.kind === 'bloks'
        ? `[${item.bloks.label}: ${item.bloks.bloks.map((blok) => blok.label).join(', ')}]`
        : item.kind === 'richtext'
          ? `[${item.richText.label}: ${outline(item.richText.items).join(', ')}]`
          : `<${item.group.label}>`,
  )
}

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
  it('lists every blok with a control per field its component declares, named as the space names them, rich text nodes as plain text, in document order', () => {
    const groups = editableGroups(content, COMPONENTS)
    expect(groups.map((group) => [group.component, group.label])).toEqual([
      ['page', 'Page'],
      ['section_head', 'Section heading'],
      ['rich_text', 'Text'],
      ['TextContentQuote', 'Quote (in text)'],
    ])
    const page = fieldsOf(groups[0])
    expect(page.map((field) => [field.label, field.kind, field.required])).toEqual([
      ['Title', 'text', true],
      ['Featured stories', 'multiselect', false],
      ['Search description', 'textarea', false],
      ['Only for those with the link', 'boolean', undefined],
      ['Keep scroll position on reload', 'boolean', undefined],
    ])
    // The picker offers the content types the model's field names (its `filter_content_type`), in the edited story's language.
    const featured = COMPONENTS.page?.schema.featured
    expect(featured?.filter_content_type?.length).toBeGreaterThan(0)
    expect(page[1]?.choiceSource).toEqual({ contentTypes: featured?.filter_content_type, folder: '{0}/' })
    expect(fieldsOf(groups[1]).map((field) => [field.label, field.kind, field.value])).toEqual([
      ['Overline', 'text', ''],
      ['Heading', 'text', 'Head'],
      ['Big title', 'boolean', false],
      ['Text › paragraph 1', 'richtext', ''],
    ])
    expect(fieldsOf(groups[2]).map((field) => [field.label, field.value, field.required])).toEqual([
      ['Text › paragraph 1', 'Hello world', true],
      ['Text › list 1, item 1', 'Item', true],
    ])
    expect(groups[3]?.breadcrumbs.map((crumb) => crumb.component)).toEqual(['page', 'rich_text', 'TextContentQuote'])
  })

  it('shows a blok’s fields in the model’s order and tabs, with bloks fields and the bloks of rich text in their place', () => {
    const [page, , richText] = editableGroups(content, COMPONENTS)
    expect(page?.sections.map((section) => [section.label, outline(section.items)])).toEqual([
      ['Content', ['Title', '[Sections: Section heading, Text]', 'Featured stories']],
      ['SEO', ['Search description', 'Only for those with the link']],
      ['Settings', ['Keep scroll position on reload']],
    ])
    const sections = page?.sections[0]?.items.find((item) => item.kind === 'bloks')
    expect(sections?.kind === 'bloks' && sections.bloks.allow).toEqual([
      { name: 'section_head', label: 'Section heading' },
      { name: 'rich_text', label: 'Text' },
      { name: 'cta_box', label: 'Call-to-action box' },
      { name: 'contact_form', label: 'Contact form' },
      { name: 'faq_item', label: 'Question and answer' },
      { name: 'pricing_plan', label: 'Pricing plan' },
    ])
    expect(richText?.sections).toEqual([{ label: null, items: [expect.objectContaining({ kind: 'richtext' })] }])
    expect(richText?.sections[0] && outline(richText.sections[0].items)).toEqual(['[Text: Text › paragraph 1, Text › list 1, item 1, <Quote (in text)>]'])
  })

  it('arranges the settings in their seven tabs, each field in one of them', () => {
    const [settings] = editableGroups({ _uid: 's', component: 'settings' }, COMPONENTS)
    // The model's tabs (their names are held in shared/content/schema/contentModel.test.ts), in the model's order.
    const tabs = Object.values(COMPONENTS.settings?.schema ?? {})
      .filter((field) => field.type === 'tab')
      .sort((a, b) => Number(a.pos) - Number(b.pos))
      .map((field) => field.display_name)
    expect(tabs).toHaveLength(7)
    expect(settings?.sections.map((section) => section.label)).toEqual(tabs)
    expect(settings?.sections[6] && outline(settings.sections[6].items)).toEqual([
      'Page about applying › link type',
      'Page about applying › target',
      'Application address › link type',
      'Application address › target',
    ])
  })

  it('labels a component and fields the space does not name by their keys, and knows no fields of an unknown component', () => {
    const groups = editableGroups(
      { _uid: 'x', component: 'legacy', body: [{ _uid: 'p', component: 'promo_banner' }] },
      { legacy: { display_name: null, schema: { body: { type: 'bloks', pos: 0 }, label: { type: 'text', pos: 1 } } } },
    )
    expect(groups.map((group) => [group.label, group.unknown])).toEqual([
      ['legacy', false],
      ['promo_banner', true],
    ])
    expect(groups[0]?.sections[0] && outline(groups[0].sections[0].items)).toEqual(['[body: promo_banner]', 'label'])
  })

  it('writes text fields and rich text nodes back into the content', () => {
    const copy = structuredClone(content)
    const [page, head, richText, quote] = editableGroups(copy, COMPONENTS)
    writeField(copy, fieldsOf(page)[0]!, 'New title')
    writeField(copy, fieldsOf(richText)[0]!, 'Plain now')
    writeField(copy, fieldsOf(quote)[0]!, 'New quote')
    writeField(copy, fieldsOf(head)[3]!, 'Text under a heading that had none')
    expect(copy.title).toBe('New title')
    expect(copy.body[1]!.text!.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Plain now' }] })
    expect(copy.body[1]!.text!.content[2]!.attrs!.body![0]!.quote).toBe('New quote')
    expect((copy.body[0] as Record<string, unknown>).richtext).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text under a heading that had none' }] }],
    })
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
    const byLabel = (label: string) => fieldsOf(opening).find((field) => field.label === label)!
    writeField(copy, byLabel('Open until'), '2030-12-31T17:00')
    writeField(copy, byLabel('Employment type'), 'PART_TIME')
    expect(copy).toMatchObject({ valid_through: '2030-12-31 17:00', employment_type: 'PART_TIME' })
    expect(byLabel('Employment type').choices?.map((choice) => choice.value)).toEqual(['FULL_TIME', 'PART_TIME'])
  })
})
