import type { StoryRecord } from '../space/DemoData'
import { richText } from './richText'
import { scaledDate, scaledStory, scaledUuid } from './scaledStory'

const { doc, paragraph } = richText
/** After the demo's pages (positions 0 to 80), so the pages index ends with the generated ones. */
const FIRST_POSITION = 1000

/**
 * `count` extra English generic pages (`--pages` of the service, or `POST /_control/scale
 * {"pages": n}`) at `en/pages/generated-page-00001` and on: a title, a description and one rich
 * text blok each, published, created before the demo content, in the template's folder.
 * Deterministic: a page depends on its number alone, so a larger scale only adds pages.
 */
export function scaledPages(template: StoryRecord, count: number): StoryRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const title = `Freight service note ${number}`
    return scaledStory({
      template,
      kind: 'page',
      number,
      folder: 'en/pages',
      slug: `generated-page-${String(number).padStart(5, '0')}`,
      name: title,
      date: scaledDate(number),
      position: FIRST_POSITION + number,
      content: {
        component: 'page',
        title,
        description: `Service note number ${number} on moving freight across Europe.`,
        body: [
          {
            _uid: scaledUuid('page', number, 1),
            component: 'rich_text',
            text: doc(paragraph(`Service note number ${number}: how shippers and carriers plan, book and track a load together.`)),
          },
        ],
      },
    })
  })
}
