import { blokContent } from '../content/readers/blokContent'
import { readBoolean } from '../content/readers/fields/readBoolean'
import { readRichText } from '../content/readers/fields/readRichText'
import { readText } from '../content/readers/fields/readText'
import type { Blok } from '../content/storyblok'
import { SectionHead } from '../components/ui/SectionHead'

/** A page body's section head: the page's h1 where it is the page's title (under nothing), an h2 below it. */
export function SectionHeadBlok({ blok, under }: { blok: Blok; under: number }) {
  const head = blokContent<'section_head'>(blok)
  return (
    <SectionHead
      overline={readText(head.overline)}
      title={readText(head.title)}
      title_is_big={readBoolean(head.title_is_big)}
      richtext={readRichText(head.richtext) ?? undefined}
      level={under < 1 ? 1 : 2}
    />
  )
}
