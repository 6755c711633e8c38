import { blokContent } from './blokContent'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import type { Blok, RichTextDoc } from '../storyblok'

/** `faq_item`: one question of a page's FAQ and its answer. */
export interface FaqItem {
  question: string
  answer: RichTextDoc | null
}

/** The blok's question and answer; either may be empty where an editor left it so (the page then leaves the question out). */
export function readFaqItem(blok: Blok): FaqItem {
  const content = blokContent<'faq_item'>(blok)
  return { question: readText(content.question), answer: readRichText(content.answer) }
}
