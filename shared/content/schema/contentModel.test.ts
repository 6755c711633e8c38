import { validateSchema } from '@storyblok/schema'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { isIconName, type IconName } from '../../components/ui/Icon'
import type { Story } from '../storyblok'
import { storyContent } from '../readers/storyContent'
import { SECTIONS } from '../../sections/sections'
import { BUTTON_STYLES } from './buttonStyles'
import { contentModel } from './contentModel'
import type { BuiltInIcon } from './fieldOptions'
import { toWireComponent } from './componentWire'

const blocks = Object.values(contentModel.blocks)
type Field = Record<string, unknown> & { name: string; type: string }
type Option = { name: string; value: string }
const fieldsOf = (block: (typeof blocks)[number]) => block.fields as unknown as Field[]
/** A component's fields that hold a value; tabs only arrange the editor's form. */
const valueFields = (block: (typeof blocks)[number]) => fieldsOf(block).filter((field) => field.type !== 'tab')
/** Every field that holds a value, as `component.field`. */
const allValueFields = () => blocks.flatMap((block) => valueFields(block).map((field) => ({ at: `${block.name}.${field.name}`, field })))
/** The values of an option field's own list, by `component.field`. */
const optionValues = (at: string) => (allValueFields().find((entry) => entry.at === at)?.field.options as Option[] | undefined)?.map((option) => option.value)
/** The countries of the EU and the EEA, which a job opening's country must offer at least. */
const EU_EEA = [
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI'],
  ...['ES', 'SE', 'IS', 'LI', 'NO'],
]
const tabsOf = (block: (typeof blocks)[number]) => fieldsOf(block).filter((field) => field.type === 'tab') as (Field & { keys: string[] })[]
/** Storyblok's editor can show a dozen fields at once; more go in tabs. */
const MOST_FIELDS_WITHOUT_TABS = 12
/** Every content type the sections list (sections.ts), each once. */
const CONTENT_TYPES = [...new Set(SECTIONS.flatMap((section) => section.types))]
/** The field that names a content type's stories, which its cards, pages and feeds cannot do without: its title, a glossary entry's term. */
const naming = (component: string) => (component === 'glossary_entry' ? 'term' : 'title')

describe('the content model', () => {
  it('is a valid Storyblok schema: unique names, and every allowed blok and datasource it names exists', () => {
    expect(validateSchema(contentModel).issues).toEqual([])
  })

  it('gives every field an editor fills in a description', () => {
    expect(
      allValueFields()
        .filter(({ field }) => typeof field.description !== 'string' || field.description.trim() === '')
        .map(({ at }) => at),
    ).toEqual([])
  })

  it('says of every date field, in its name or description, that its time is UTC', () => {
    const dates = allValueFields().filter(({ field }) => field.type === 'datetime')
    expect(dates.length).toBeGreaterThan(7)
    expect(dates.filter(({ field }) => !/\bUTC\b/.test(`${String(field.display_name)} ${String(field.description)}`)).map(({ at }) => at)).toEqual([])
  })

  it('names every option of a field’s own list in plain words, never by its value', () => {
    const options = allValueFields().flatMap(({ at, field }) => ((field.options as Option[] | undefined) ?? []).map((option) => ({ at, ...option })))
    expect(options.length).toBeGreaterThan(250)
    expect(options.filter(({ name, value }) => !name || name === value || /^[a-z0-9_-]+$/.test(name)).map(({ at, value }) => `${at}: ${value}`)).toEqual([])
  })

  it('offers exactly the button styles and icons the site renders, by the values content holds', () => {
    for (const at of ['button.style', 'TextContentButton.style', 'link.style']) expect(optionValues(at), at).toEqual([...BUTTON_STYLES])
    const builtIn = optionValues('button.icon') ?? []
    expect(builtIn.filter((icon) => !isIconName(icon))).toEqual([])
    // The other way round: every icon the site has is offered (checked by the type check).
    expectTypeOf<BuiltInIcon>().toEqualTypeOf<IconName>()
    expect(optionValues('link.icon')).toEqual([...builtIn, 'custom'])
  })

  it('lets a job opening’s country be only a country code, every EU and EEA country among them', () => {
    const countries = optionValues('job_opening.country') ?? []
    expect(countries.filter((code) => !/^[A-Z]{2}$/.test(code))).toEqual([])
    expect([...EU_EEA, 'CH', 'GB', 'UA', 'TR', 'US'].filter((code) => !countries.includes(code))).toEqual([])
    expect(allValueFields().find(({ at }) => at === 'job_opening.country')?.field.options).toContainEqual({ name: 'Germany (DE)', value: 'DE' })
  })

  it('lets every story picker offer only the stories of the edited story’s language folder', () => {
    const pickers = allValueFields().filter(({ field }) => field.source === 'internal_stories')
    expect(pickers.map(({ at }) => at)).toEqual(expect.arrayContaining(['blog_post.author', 'blog_post.related', 'page.featured']))
    expect(pickers.filter(({ field }) => !String(field.folder_slug).startsWith('{0}/')).map(({ at }) => at)).toEqual([])
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
    // Those the sections give a page kind, and any other root component that can be unlisted.
    const paged = new Set(CONTENT_TYPES.filter((type) => type.pageKind).map((type) => type.component))
    const withPages = blocks.filter((block) => paged.has(block.name) || (block.is_root && valueFields(block).some((field) => field.name === 'unlisted')))
    expect(withPages.map((block) => block.name)).toEqual(expect.arrayContaining([...paged]))
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
        // Every content type of the sections requires the field that names its stories.
        ...CONTENT_TYPES.map(({ component }) => `${component}.${naming(component)}`),
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
    const content = storyContent<typeof contentModel.blocks.blogPostBlock>(story)
    expect(content.title).toBe('Road freight')
    // @ts-expect-error `legacy_subtitle` is not a field of blog_post in the model: reading it does not compile.
    expect(content.legacy_subtitle).toBe('x')
    // @ts-expect-error a tab arranges the editor's form and holds no value.
    expect(content.content_tab).toBeUndefined()
  })
})
