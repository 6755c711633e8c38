import { readFaqItem } from '../content/readers/FaqItem'
import type { Blok } from '../content/storyblok'
import { RichText } from '../richtext/RichText'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks an answer takes (none: text, lists and links). */
const ANSWER_BLOKS = fieldBloks('faq_item', 'answer')

/**
 * A question of a page's FAQ: a disclosure (`<details>`) whose summary is the question, open and
 * closed by the browser itself, with or without JavaScript, and found by the browser's search while
 * closed. A question without its answer is left out, as the page's FAQPage data leaves it out.
 */
export function FaqItemBlok({ blok, under }: { blok: Blok; under: number }) {
  const { question, answer } = readFaqItem(blok)
  if (!question || !answer) return null
  return (
    <details className="faq-item">
      <summary className="faq-item__question">{question}</summary>
      <div className="faq-item__answer">
        <RichText doc={answer} bloks={ANSWER_BLOKS} headingBase={under + 1} />
      </div>
    </details>
  )
}
