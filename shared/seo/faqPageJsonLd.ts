import { nodeText } from '../content/nodeText'
import { readFaqItem } from '../content/readers/FaqItem'
import { readPage } from '../content/types/page'
import type { RichTextDoc, Story } from '../content/storyblok'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'

/** An answer as plain text: its paragraphs and list items, each apart from the next. */
const answerText = (answer: RichTextDoc): string =>
  (answer.content ?? [])
    .map(nodeText)
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')

/**
 * The FAQPage of a page whose body holds questions (`faq_item`): each question the page shows, with
 * its answer's text; null where it shows none. Google reads it for the FAQ rich result (name and
 * acceptedAnswer are required), so a question without an answer is left out here as on the page.
 */
export function faqPageJsonLd(story: Story, url: string): JsonLd | null {
  if (story.content.component !== 'page') return null
  const questions = readPage(story)
    .body.filter((blok) => blok.component === 'faq_item')
    .map(readFaqItem)
    .map(({ question, answer }) => ({ question, answer: answer ? answerText(answer) : '' }))
    .filter(({ question, answer }) => question && answer)
  if (questions.length === 0) return null
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    url,
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  }
}
