import { sectionName } from '../../shared/sections/sectionName'
import type { Section } from '../../shared/sections/sections'
import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { sampleFieldValue, type SampleField, type SampleStory } from './sampleFieldValue'
import { slugify } from './slugify'

const { doc, paragraph, heading } = richText

/** Stories of each type in each fully translated language: the demo content's test asks 12 of every content type of the sections. */
const STORIES = 12

/** Where a content type's stories go: the section that lists it (its name titles them) and the folder that takes the type (`storyFolder`). */
interface StoryPlace {
  section: Section
  folder: string
}

/** A content type's block as the model defines it (`defineBlock`): its component and its fields. */
interface SampleBlock {
  name: string
  fields: readonly SampleField[]
}

/** The number of a type's first story: 1, or on from the stories of the section's types before it (13 for its second), so their titles differ too. */
function firstNumber(section: Section, component: string): number {
  const place = section.types.findIndex((type) => type.component === component)
  return Math.max(place, 0) * STORIES + 1
}

/** The sample story's words and dates: the date of its place among the type's stories, and one years ahead for a section that lists until a date. */
function sampleStory({ lang, offsetHours, copy }: LanguageContext, section: Section, block: SampleBlock, index: number): SampleStory {
  const words = copy.sampleStories
  const name = sectionName(section, lang)
  const number = firstNumber(section, block.name) + index
  const title = words.title(name, number)
  const teaser = words.teaser(name, number)
  const until = section.listedUntil
  return {
    lang,
    index,
    slug: slugify(title),
    title,
    headingField: block.fields.find((field) => field.name === 'title')?.name ?? block.fields.find((field) => field.type === 'text' && field.required)?.name,
    teaser,
    label: words.label(number),
    // The teaser first: a type without one describes its story by the text's opening words.
    body: doc(paragraph(teaser), ...words.parts.flatMap((part) => [heading(2, part.heading), paragraph(part.paragraph)])),
    date: contentDate(index, STORIES, offsetHours, '2024-02-05T09:00:00Z', '2025-06-02T09:00:00Z'),
    listedUntil:
      until === undefined ? undefined : { field: until, date: contentDate(index, STORIES, offsetHours, '2030-01-31T17:00:00Z', '2030-12-31T17:00:00Z') },
  }
}

/**
 * 12 published stories at `{lang}/{folder}/{slug}` of a content type that no generator of its own
 * writes, made from its block: every field filled by its type and well-known names
 * (sampleFieldValue.ts) with the language's neutral filler (`sampleStories` of its copy), titled
 * after the section and numbered, dated as the other generators date theirs. Translations share a
 * group by their number.
 */
export function addStoriesFromBlock(context: LanguageContext, { section, folder }: StoryPlace, block: SampleBlock): StoryRecord[] {
  const { lang, builder } = context
  return Array.from({ length: STORIES }, (_, index) => {
    const story = sampleStory(context, section, block, index)
    const fields = block.fields.flatMap((field) => {
      const value = sampleFieldValue(builder, field, story)
      return value === undefined ? [] : [[field.name, value] as const]
    })
    return builder.story({
      fullSlug: `${lang}/${folder}/${story.slug}`,
      name: story.title,
      groupKey: `sample:${block.name}:${index}`,
      publishedAt: story.date.iso,
      sortByDate: story.date.day,
      content: builder.blok(block.name, Object.fromEntries(fields)),
    })
  })
}
