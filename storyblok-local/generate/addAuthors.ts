import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { slugify } from './slugify'

/** The folder that takes `author` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('author')

const names = [
  'Anna Kowalska',
  'Jonas Becker',
  'Claire Dubois',
  'Marta Silva',
  'Luca Rossi',
  'Eva Tamm',
  'Pieter de Vries',
  'Ioana Popescu',
  'Laura Ozola',
  'Tomas Petrauskas',
  'Sofia García',
  'Markus Weber',
]

/** `author` stories at `{lang}/authors/{slug}`, referenced by blog posts. */
export function addAuthors({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  return names.map((name, index) =>
    builder.story({
      fullSlug: `${lang}/${FOLDER}/${slugify(name)}`,
      name,
      groupKey: `author:${index}`,
      publishedAt: contentDate(index, names.length, offsetHours, '2023-01-02T08:00:00Z', '2023-01-14T08:00:00Z').iso,
      content: builder.blok('author', {
        name,
        role: copy.authors.roles[index],
        avatar: builder.asset(`author-${slugify(name)}`, name, '400x400'),
      }),
    }),
  )
}
