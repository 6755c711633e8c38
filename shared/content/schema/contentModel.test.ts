import { validateSchema } from '@storyblok/schema'
import { describe, expect, it } from 'vitest'
import type { Story } from '../storyblok'
import { storyContent } from '../readers/storyContent'
import { contentModel } from './contentModel'
import { toWireComponent } from '../../../scripts/space/componentWire'

const blocks = Object.values(contentModel.blocks)
type Field = Record<string, unknown> & { name: string; type: string }
const fieldsOf = (block: (typeof blocks)[number]) => block.fields as unknown as Field[]
/** A component's fields that hold a value; tabs only arrange the editor's form. */
const valueFields = (block: (typeof blocks)[number]) => fieldsOf(block).filter((field) => field.type !== 'tab')
const tabsOf = (block: (typeof blocks)[number]) => fieldsOf(block).filter((field) => field.type === 'tab') as (Field & { keys: string[] })[]
/** Storyblok's editor can show a dozen fields at once; more go in tabs. */
const MOST_FIELDS_WITHOUT_TABS = 12

describe('the content model', () => {
  it('is a valid Storyblok schema: unique names, and every allowed blok and datasource it names exists', () => {
    expect(validateSchema(contentModel).issues).toEqual([])
  })

  it('gives every non-obvious field a description for editors', () => {
    const obvious = new Set(['title', 'name', 'industry', 'definition', 'text', 'body', 'links', 'employment_type', 'style', 'footer_copyright', 'quote'])
    const undescribed = blocks.flatMap((block) =>
      valueFields(block)
        .filter((field) => !obvious.has(field.name) && !field.description)
        .map((field) => `${block.name}.${field.name}`),
    )
    expect(undescribed).toEqual([])
  })

  it('names every field and tab in plain words for editors, never by its key', () => {
    const named = blocks.flatMap((block) => fieldsOf(block).map((field) => ({ at: `${block.name}.${field.name}`, name: field.display_name })))
    expect(named.length).toBeGreaterThan(150)
    expect(named.filter(({ name }) => typeof name !== 'string' || name.trim() === '' || /^[a-z0-9_-]+$/.test(name)).map(({ at }) => at)).toEqual([])
  })

  it('organises every component of more than 12 fields in tabs that hold each of its fields exactly once', () => {
    const large = blocks.filter((block) => valueFields(block).length > MOST_FIELDS_WITHOUT_TABS)
    expect(large.map((block) => block.name).sort()).toEqual(['report_form', 'settings'])
    for (const block of [...large, ...blocks.filter((candidate) => tabsOf(candidate).length > 0)]) {
      const inTabs = tabsOf(block).flatMap((tab) => tab.keys)
      expect([...inTabs].sort(), block.name).toEqual(
        valueFields(block)
          .map((field) => field.name)
          .sort(),
      )
    }
    expect(tabsOf(contentModel.blocks.settingsBlock).map((tab) => tab.display_name)).toEqual([
      'Header',
      'Footer',
      'Top banner',
      'Error page',
      'Report form',
      'Search and sharing',
      'Careers',
    ])
  })

  it('opens every content type with a page of its own on its Content tab, then SEO', () => {
    const withPages = blocks.filter((block) => block.is_root && valueFields(block).some((field) => field.name === 'unlisted'))
    expect(withPages.length).toBeGreaterThan(8)
    for (const block of withPages)
      expect(
        tabsOf(block)
          .map((tab) => tab.display_name)
          .slice(0, 2),
        block.name,
      ).toEqual(['Content', 'SEO'])
  })

  it('marks required the fields the site cannot render without', () => {
    const required = blocks.flatMap((block) =>
      valueFields(block)
        .filter((field) => field.required)
        .map((field) => `${block.name}.${field.name}`),
    )
    expect(required.sort()).toEqual(
      [
        ...['page', 'blog_post', 'case_study', 'press_item', 'press_post', 'press_clipping', 'report', 'tech_article', 'webinar', 'job_opening'].map(
          (type) => `${type}.title`,
        ),
        'glossary_entry.term',
        'author.name',
        'press_clipping.url',
        'rich_text.text',
        'button.link',
        'faq_item.question',
        'faq_item.answer',
        'pricing_plan.name',
        'pricing_plan.price',
        'link-list.title',
        'TextContentButton.link',
        'TextContentCard.title',
        'TextContentEmbed.url',
        'TextContentQuote.quote',
        'TextContentTable.table',
      ].sort(),
    )
  })

  it('lets every bloks and rich text field offer only the blocks that fit it', () => {
    const open = blocks.flatMap((block) =>
      valueFields(block)
        .filter((field) => (field.type === 'bloks' || field.type === 'richtext') && !Array.isArray(field.allow))
        .map((field) => `${block.name}.${field.name}`),
    )
    expect(open).toEqual([])
    expect(toWireComponent(contentModel.blocks.settingsBlock).schema.topnotification_richtext).toMatchObject({
      component_whitelist: [],
      restrict_components: true,
    })
  })

  it('is pushed as Storyblok component JSON: bloks fields restrict their components, option fields name their datasource', () => {
    const settings = toWireComponent(contentModel.blocks.settingsBlock)
    expect(settings).toMatchObject({ name: 'settings', is_root: true, is_nestable: false, group: 'Page types' })
    expect(settings.schema.header_items).toMatchObject({
      type: 'bloks',
      component_whitelist: ['link', 'link-list'],
      restrict_components: true,
      restrict_type: '',
    })
    expect(toWireComponent(contentModel.blocks.blogPostBlock).schema.category).toMatchObject({
      type: 'option',
      source: 'internal',
      datasource_slug: 'blog-categories',
    })
  })

  it('lets readers name only the fields it declares', () => {
    const story = { content: { _uid: '1', component: 'blog_post', title: 'Road freight', legacy_subtitle: 'x' } } as unknown as Story
    const content = storyContent<'blog_post'>(story)
    expect(content.title).toBe('Road freight')
    // @ts-expect-error `legacy_subtitle` is not a field of blog_post in the model: reading it does not compile.
    expect(content.legacy_subtitle).toBe('x')
    // @ts-expect-error a tab arranges the editor's form and holds no value.
    expect(content.content_tab).toBeUndefined()
  })
})
