import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../../../shared/content/schema/contentModel'
import { toWireComponent } from '../../../shared/content/schema/componentWire'
import { demoSpace } from '../../space/demoSpace'
import { TestContentService } from '../../../tests/support/TestContentService'
import { editableGroups, type ComponentSchemas, type EditableField } from './editableFields'
import { storyPickerQuery } from './storyPickerQuery'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

/** The demo space's components, as the service gives them to the editor. */
const COMPONENTS: ComponentSchemas = Object.fromEntries(
  Object.values(contentModel.blocks).map((block) => {
    const { display_name, schema } = toWireComponent(block)
    return [block.name, { display_name, schema }]
  }),
)

/** The full slugs of the stories the editor's picker lists, read as the editor reads them (draft, every page). */
async function listed(params: Record<string, string>): Promise<string[]> {
  const query = new URLSearchParams({ ...params, version: 'draft', token: demoSpace.previewToken, per_page: '100' })
  const { stories } = (await (await service.get(`/v2/cdn/stories?${query}`)).json()) as { stories: { full_slug: string }[] }
  return stories.map((story) => story.full_slug)
}

/** A blog post's author picker, as the editor's panel has it. */
function authorPicker(): EditableField {
  const fields = editableGroups({ _uid: 'post', component: 'blog_post' }, COMPONENTS)[0]?.sections.flatMap((section) => section.items) ?? []
  const author = fields.find((item) => item.kind === 'field' && item.field.label === 'Author')
  if (author?.kind !== 'field') throw new Error('blog_post has no Author field')
  return author.field
}

describe('storyPickerQuery (the stories a story picker offers)', () => {
  it('asks for the field’s content types under its folder, {0} being the edited story’s first slug part', () => {
    expect(storyPickerQuery({ contentTypes: ['author'], folder: '{0}/' }, 'de/blog/neu')).toEqual({
      starts_with: 'de/',
      'filter_query[component][in]': 'author',
    })
    expect(storyPickerQuery({ contentTypes: ['author'], folder: '{0}/authors/' }, 'fr/blog/neuf')).toEqual({
      starts_with: 'fr/authors/',
      'filter_query[component][in]': 'author',
    })
    // Without a folder Storyblok offers every folder's stories; without content types, stories of any.
    expect(storyPickerQuery({ contentTypes: ['blog_post', 'webinar'] }, 'de/blog/neu')).toEqual({ 'filter_query[component][in]': 'blog_post,webinar' })
    expect(storyPickerQuery({ contentTypes: [], folder: '{0}/' }, 'en/pages/x')).toEqual({ starts_with: 'en/' })
  })

  it('offers a German article only the German authors, not their namesakes of every language', async () => {
    const source = authorPicker().choiceSource
    if (!source || !('contentTypes' in source)) throw new Error('the Author field is no story picker')
    const german = await listed(storyPickerQuery(source, 'de/blog/kombinierter-verkehr-in-fuenf-minuten-erklaert'))
    const everyLanguage = await listed({ 'filter_query[component][in]': 'author' })
    expect(german.length).toBeGreaterThan(0)
    expect(german.filter((slug) => !slug.startsWith('de/authors/'))).toEqual([])
    expect(german.sort()).toEqual(everyLanguage.filter((slug) => slug.startsWith('de/')).sort())
    expect(everyLanguage.length).toBeGreaterThan(german.length)
  })
})
