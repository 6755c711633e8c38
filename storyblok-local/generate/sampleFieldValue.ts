import type { SchemaFieldLike } from '@storyblok/schema'
import { contentModel } from '../../shared/content/schema/contentModel'
import { DATASOURCE_ENTRIES } from '../../shared/content/schema/datasources'
import type { StoryRecord } from '../space/DemoData'
import type { ContentDate } from './contentDate'
import type { RichTextNode } from './richText'
import type { SpaceBuilder } from './SpaceBuilder'

/** A field of a block as the model defines it (`defineField`), with the keys a value is picked by. */
export interface SampleField extends SchemaFieldLike {
  filetypes?: readonly string[]
  filter_content_type?: readonly string[]
}

/** What the fields of one sample story are filled with (addStoriesFromBlock.ts). */
export interface SampleStory {
  lang: string
  /** Its place among its type's stories: option fields take their values in turn by it. */
  index: number
  slug: string
  title: string
  /** The text field that holds the title: `title`, else the block's first required text field (a term, a name). */
  headingField: string | undefined
  teaser: string
  label: string
  body: RichTextNode
  date: ContentDate
  /** The section's `listedUntil` field, which gets a date years ahead: a date past it would take the story off its list. */
  listedUntil: { field: string; date: ContentDate } | undefined
}

/** A text field named as an address (`url`, `video_url`): prose there would make a broken link or embed. */
const ADDRESS = /(^|_)url$/
/** Storyblok's asset file types of documents: a field that takes only these gets a PDF, any other an image. */
const DOCUMENTS = 'texts'

/** A field the generator cannot fill: its content type needs a generator of its own. */
function noSample(field: SampleField): never {
  throw new Error(`No sample value for the ${field.type} field "${field.name}": give its content type a generator of its own`)
}

/** A field the generator has nothing for: left empty when it may be. */
function unfilled<T>(field: SampleField, empty: T): T {
  return field.required ? noSample(field) : empty
}

/** The published stories of the story's language an option field of `internal_stories` may name, of the types it filters for. */
function languageStories(builder: SpaceBuilder, field: SampleField, lang: string): string[] {
  const types = field.filter_content_type
  return builder
    .storiesWhere((story) => story.published_at !== null && story.full_slug.startsWith(`${lang}/`))
    .filter((story) => !types?.length || types.includes(story.content.component))
    .map((story) => story.uuid)
}

/** The values an option field may hold: its own options, its datasource's entries, or (required only: else it stays empty) the language's stories. */
function optionValues(builder: SpaceBuilder, field: SampleField, lang: string): string[] {
  if (!field.source) return (field.options ?? []).flatMap((option) => (option.value ? [option.value] : []))
  if (field.source === 'internal' && field.datasource) return (DATASOURCE_ENTRIES[field.datasource] ?? []).map((entry) => entry.value)
  if (field.source === 'internal_stories' && field.required) return languageStories(builder, field, lang)
  return []
}

/** `count` of the values, in turn from the story's index, so the stories spread over a list's filters and tabs. */
function valuesInTurn(values: string[], count: number, index: number): string[] {
  return Array.from({ length: Math.min(count, values.length) }, (_, offset) => values[(index + offset) % values.length] as string)
}

/** The least a bloks field holds: nothing, or the fewest it takes of its first allowed component, with that block's required fields filled. */
function minimalBloks(builder: SpaceBuilder, field: SampleField, story: SampleStory): unknown[] {
  const count = Math.max(field.minimum ?? 0, field.required ? 1 : 0)
  if (count === 0) return []
  const component = field.allow?.find((entry): entry is string => typeof entry === 'string')
  const block = Object.values(contentModel.blocks).find((candidate) => candidate.name === component)
  if (!block) return noSample(field)
  const required = (block.fields as readonly SampleField[]).filter((nested) => nested.required)
  return Array.from({ length: count }, () =>
    builder.blok(block.name, Object.fromEntries(required.map((nested) => [nested.name, sampleFieldValue(builder, nested, story)]))),
  )
}

/**
 * A field's value in a sample story, by its type and its well-known names: the title, the teaser
 * in every textarea, the text in every rich text field, an image (or a PDF where only documents
 * go), the story's date, switches off, a number's least value, options in turn, links and story
 * pickers empty unless required. `undefined` for a field that holds no value (a tab), or that
 * may stay empty and is of a kind the content types do not use (a table): the story leaves it out.
 */
export function sampleFieldValue(builder: SpaceBuilder, field: SampleField, story: SampleStory): unknown {
  switch (field.type) {
    case 'text':
      if (field.name === story.headingField) return story.title
      return ADDRESS.test(field.name) ? unfilled(field, '') : story.label
    case 'textarea':
      return story.teaser
    case 'richtext':
      return story.body
    case 'asset':
      return field.filetypes?.length === 1 && field.filetypes[0] === DOCUMENTS
        ? builder.asset(story.slug, story.title, 'x', 'pdf')
        : builder.asset(story.slug, story.title)
    case 'datetime':
      return (story.listedUntil && field.name === story.listedUntil.field ? story.listedUntil.date : story.date).datetime
    case 'boolean':
      return false
    case 'number':
      // Storyblok stores a number as a string.
      return String(field.min_value ?? Math.min(1, field.max_value ?? 1))
    case 'multilink':
      return field.required ? builder.storyLink(languageHome(builder, story.lang)) : builder.emptyLink()
    case 'option':
      return valuesInTurn(optionValues(builder, field, story.lang), 1, story.index)[0] ?? unfilled(field, '')
    case 'options': {
      const values = valuesInTurn(optionValues(builder, field, story.lang), Math.max(1, Number(field.min_options ?? 0)), story.index)
      return values.length > 0 ? values : unfilled(field, [])
    }
    case 'bloks':
      return minimalBloks(builder, field, story)
    case 'tab':
    case 'section':
      return undefined
    default:
      return unfilled(field, undefined)
  }
}

/** The language's home page, the story a required link leads to. */
function languageHome(builder: SpaceBuilder, lang: string): StoryRecord {
  const [home] = builder.storiesWhere((story) => story.full_slug === `${lang}/home`)
  if (!home) throw new Error(`${lang}/home is missing: a required link field leads there`)
  return home
}
