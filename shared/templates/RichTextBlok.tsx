import { blokContent } from '../content/readers/blokContent'
import { readRichText } from '../content/readers/fields/readRichText'
import type { Blok } from '../content/storyblok'
import { RichText } from '../richtext/RichText'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks a page body's text takes. */
const TEXT_BLOKS = fieldBloks('rich_text', 'text')

/** A page body's text: its headings follow the heading it sits under (the page's h1, or a section head's h2). */
export function RichTextBlok({ blok, under }: { blok: Blok; under: number }) {
  return <RichText doc={readRichText(blokContent<'rich_text'>(blok).text)} bloks={TEXT_BLOKS} headingBase={under} />
}
