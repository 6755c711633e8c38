import { defineBlock, defineField } from '@storyblok/schema'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../../shared/content/schema/contentModel'
import { IMAGE_FILETYPES, linkField, titleField } from '../../shared/content/schema/commonFields'
import { DATASOURCE_ENTRIES, techCategories } from '../../shared/content/schema/datasources'
import { caseStudyBlock, pressItemBlock, pressPostBlock } from '../../shared/content/schema/pageTypes'
import { textLength } from '../../shared/seo/textLength'
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../shared/seo/seoBounds'
import { sectionName } from '../../shared/sections/sectionName'
import { SECTIONS, sectionById, type Section } from '../../shared/sections/sections'
import { modelProblems } from '../management/modelProblems'
import type { StoryRecord } from '../space/DemoData'
import { demoLanguages } from '../space/demoSpace'
import { addStoriesFromBlock } from './addStoriesFromBlock'
import { fullLanguages } from './copy/fullLanguages'
import { createSeededRandom } from './createSeededRandom'
import { storyFolder } from './demoFolders'
import { SpaceBuilder } from './SpaceBuilder'

// The demo stories of a content type that has no generator of its own: made from its block alone,
// they must pass what the suite asks of every type (12 a language, the model) and what the SEO
// crawl asks of every page (unique titles up to 60 characters, descriptions of 50–160).

/** A block with every kind of field the content types use (shared/content/schema/pageTypes.ts), required ones among them. */
const sampleBlock = defineBlock({
  name: 'sample_item',
  is_root: true,
  is_nestable: false,
  fields: [
    titleField(),
    defineField('teaser', { type: 'textarea' }),
    defineField('subtitle', { type: 'text', required: true }),
    defineField('video_url', { type: 'text' }),
    defineField('image', { type: 'asset', filetypes: IMAGE_FILETYPES }),
    defineField('file', { type: 'asset', filetypes: ['texts'] }),
    defineField('body', { type: 'richtext' }),
    defineField('date', { type: 'datetime' }),
    defineField('valid_through', { type: 'datetime' }),
    defineField('gated', { type: 'boolean' }),
    defineField('duration', { type: 'number', min_value: 15 }),
    defineField('kind', {
      type: 'option',
      required: true,
      options: [
        { name: 'One', value: 'one' },
        { name: 'Two', value: 'two' },
      ],
    }),
    defineField('category', { type: 'option', source: 'internal', datasource: techCategories }),
    defineField('owner', { type: 'option', required: true, source: 'internal_stories', filter_content_type: ['page'] }),
    defineField('related', { type: 'options', source: 'internal_stories', filter_content_type: ['page'] }),
    linkField('link', 'Link', 'Where it leads.', { required: true }),
    linkField('more_link', 'More', 'Where more is.'),
    defineField('extras', { type: 'bloks', allow: ['rich_text'] }),
    defineField('buttons', { type: 'bloks', allow: ['button'], minimum: 1 }),
    defineField('content_tab', { type: 'tab', keys: ['title', 'teaser'] }),
  ],
})

/** The model with the sample block in it, as modelProblems reads a model. */
const modelWithSample = { ...contentModel, blocks: { ...contentModel.blocks, sampleBlock } }
const FULL_LANGUAGES = demoLanguages('full')

/** A language's stories of `block` in `folder`, made in a space of its own with the language's home page (a required link leads there). */
function generate(lang: (typeof FULL_LANGUAGES)[number], section: Section, folder: string, block: Parameters<typeof addStoriesFromBlock>[2]) {
  const builder = new SpaceBuilder(createSeededRandom(7))
  const created = '2023-01-02T07:00:00.000Z'
  const folderRecord = folder
    .split('/')
    .reduce((parent, part) => builder.folder(`${parent.full_slug}/${part}`, part, created), builder.folder(lang, lang, created))
  const home = builder.story({
    fullSlug: `${lang}/home`,
    name: 'Home',
    groupKey: 'home',
    publishedAt: '2023-01-10T08:00:00.000Z',
    content: builder.blok('page', { title: 'Home' }),
  })
  const stories = addStoriesFromBlock({ lang, builder, ...fullLanguages[lang] }, { section, folder }, block)
  return { stories, home, folderRecord }
}

const content = (story: StoryRecord) => story.content as Record<string, unknown>

/** What every type's stories must be: 12 in the folder, titles unique and short enough, texts long enough to describe them, valid by the model. */
function expectListable(stories: StoryRecord[], folderId: number, model: Parameters<typeof modelProblems>[1]) {
  expect(stories).toHaveLength(12)
  expect(stories.filter((story) => story.parent_id !== folderId || story.published_at === null)).toEqual([])
  const titles = stories.map((story) => String(content(story).title))
  expect(new Set(titles).size).toBe(12)
  expect(stories.map((story) => story.name)).toEqual(titles)
  for (const title of titles) expect(textLength(title), title).toBeLessThanOrEqual(TITLE_LENGTH.max)
  for (const teaser of stories.map((story) => String(content(story).teaser))) {
    expect(textLength(teaser), teaser).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min)
    expect(textLength(teaser), teaser).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max)
  }
  expect(stories.flatMap((story) => modelProblems(story, model).map((problem) => `${story.full_slug}: ${problem.path}: ${problem.message}`))).toEqual([])
}

describe('the stories of a content type without a generator of its own', () => {
  it.each(FULL_LANGUAGES)('fill every field of a block with every kind of field, validly (%s)', (lang) => {
    const { stories, home, folderRecord } = generate(lang, sectionById('open-positions'), 'open-positions', sampleBlock)
    expectListable(stories, folderRecord.id, modelWithSample)
    const values = sampleBlock.fields.filter((field) => field.type !== 'tab').map((field) => field.name)
    const categories = (DATASOURCE_ENTRIES['tech-categories'] ?? []).map((entry) => entry.value)
    for (const story of stories) {
      const fields = content(story)
      expect(Object.keys(fields).filter((key) => key !== '_uid' && key !== 'component')).toEqual(values)
      expect(categories).toContain(fields.category)
      // The story pickers: the required one names a page of the language, the other stays empty; so do the links.
      expect([fields.owner, fields.related]).toEqual([home.uuid, []])
      expect([(fields.link as { cached_url: string }).cached_url, (fields.more_link as { cached_url: string }).cached_url]).toEqual([`${lang}/home`, ''])
      expect(fields.video_url).toBe('')
      expect(String((fields.file as { filename: string }).filename)).toMatch(/\.pdf$/)
      expect(fields.duration).toBe('15')
      // Its section lists a story until `valid_through`: a date years ahead keeps it listed.
      expect(String(fields.valid_through) > '2030').toBe(true)
      expect(String(fields.date) < '2026').toBe(true)
      expect(fields.extras).toEqual([])
      expect((fields.buttons as { component: string }[]).map((button) => button.component)).toEqual(['button'])
    }
    expect(new Set(stories.map((story) => content(story).kind))).toEqual(new Set(['one', 'two']))
    expect(new Set(stories.map((story) => content(story).category)).size).toBe(categories.length)
  })

  it.each(FULL_LANGUAGES)('make 12 stories of case_study’s block in its folder, in the language (%s)', (lang) => {
    const folder = storyFolder('case_study')
    const { stories, folderRecord } = generate(lang, sectionById('case'), folder, caseStudyBlock)
    expectListable(stories, folderRecord.id, contentModel)
    expect(stories.every((story) => story.full_slug.startsWith(`${lang}/${folder}/`) && story.content.component === 'case_study')).toBe(true)
    if (lang === 'en') return
    const english = generate('en', sectionById('case'), folder, caseStudyBlock).stories
    expect(stories.filter((story, index) => story.name === english[index]?.name)).toEqual([])
  })

  it('of a section’s second type are numbered on from its first’s, so the language’s titles stay unique', () => {
    const press = sectionById('press')
    const items = generate('en', press, storyFolder('press_item'), pressItemBlock).stories
    const posts = generate('en', press, storyFolder('press_post'), pressPostBlock).stories
    expect(posts[0]?.full_slug).toMatch(/^en\/press\/posts\//)
    expect(new Set([...items, ...posts].map((story) => story.name)).size).toBe(24)
  })

  it('are the same on every run, and about nothing the demo stories are about', () => {
    const run = () => JSON.stringify(generate('de', sectionById('case'), 'case', caseStudyBlock).stories)
    expect(run()).toBe(run())
    for (const lang of FULL_LANGUAGES) {
      const text = JSON.stringify(generate(lang, sectionById('case'), 'case', sampleBlock).stories.map((story) => story.content))
      expect(text).not.toMatch(/freight|fracht|fret|truck|lkw|camion|rail|electri|elektr|warehouse|lager|entrepôt|shipper|verlader|chargeur|carrier|transport/i)
    }
  })

  it('keep to the SEO bounds with the name of every section in every fully translated language', () => {
    for (const lang of FULL_LANGUAGES) {
      const words = fullLanguages[lang].copy.sampleStories
      for (const section of SECTIONS) {
        const name = sectionName(section, lang)
        expect(textLength(words.title(name, 12)), `${lang} ${section.id}`).toBeLessThanOrEqual(TITLE_LENGTH.max)
        for (const number of [1, 12]) {
          expect(textLength(words.teaser(name, number)), `${lang} ${section.id}`).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min)
          expect(textLength(words.teaser(name, number)), `${lang} ${section.id}`).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max)
        }
      }
    }
  })
})
