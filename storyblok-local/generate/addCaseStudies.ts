import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

/** The folder that takes `case_study` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('case_study')

const { doc, paragraph, heading, table, blok } = richText
const customers = [
  'Nordhafen Foods',
  'Baltic Timber Group',
  'Alpine Pharma',
  'Rheinstahl Components',
  'Lusitania Textiles',
  'Vistula Electronics',
  'Provence Fresh',
  'Danube Chemicals',
  'Tallinn Furniture Works',
  'Flanders Paper',
  'Iberia Auto Parts',
  'Carpathian Beverages',
]

/** `case_study` stories at `{lang}/case/{slug}`. */
export function addCaseStudies({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const cases = copy.caseStudies
  return customers.map((customer, index) => {
    const percent = 12 + ((index * 7) % 25)
    const title = cases.titles[index % cases.titles.length]?.(customer, percent) ?? customer
    const industry = cases.industries[index] ?? ''
    const date = contentDate(index, customers.length, offsetHours, '2023-03-01T09:00:00Z')
    return builder.story({
      fullSlug: `${lang}/${FOLDER}/${slugify(title)}`,
      name: title,
      groupKey: `case:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('case_study', {
        title,
        teaser: cases.teaser(industry),
        image: builder.asset(`case-${slugify(customer)}`, customer),
        customer,
        industry,
        body: doc(
          heading(2, cases.challenge),
          paragraph(cases.challengeText(customer)),
          heading(2, cases.solution),
          paragraph(cases.solutionText(customer)),
          heading(2, cases.result),
          paragraph(cases.resultText(customer)),
          table([[cases.challenge], [cases.result]], [[['100 %'], [`${100 - percent} %`]]]),
          blok(builder.uuid(), [builder.blok('TextContentQuote', { quote: copy.blog.quote, author: customer, role: industry })]),
        ),
      }),
    })
  })
}
