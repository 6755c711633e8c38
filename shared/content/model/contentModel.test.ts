import { validateSchema } from '@storyblok/schema'
import { describe, expect, it } from 'vitest'
import type { Story } from '../storyblok'
import { storyContent } from '../models/storyContent'
import { contentModel } from './contentModel'
import { toWireComponent } from './componentWire'

const blocks = Object.values(contentModel.blocks)

describe('the content model', () => {
  it('is a valid Storyblok schema: unique names, and every allowed blok and datasource it names exists', () => {
    expect(validateSchema(contentModel).issues).toEqual([])
  })

  it('gives every non-obvious field a description for editors', () => {
    const obvious = new Set(['title', 'name', 'industry', 'definition', 'text', 'body', 'links', 'employment_type', 'style', 'footer_copyright', 'quote'])
    const undescribed = blocks.flatMap((block) =>
      block.fields.filter((field) => !obvious.has(field.name) && !('description' in field && field.description)).map((field) => `${block.name}.${field.name}`),
    )
    expect(undescribed).toEqual([])
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
  })
})
