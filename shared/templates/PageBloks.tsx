import { use, type ReactNode } from 'react'
import { CtaBox } from '../components/ui/CtaBox'
import { SectionHead } from '../components/ui/SectionHead'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { BlokNotice } from '../editor/BlokNotice'
import { BlokNoticesContext } from '../editor/BlokNoticesContext'
import { isBrokenBlok } from '../editor/isBrokenBlok'
import { NestedNotices } from '../editor/NestedNotices'
import { blokContent } from '../content/readers/blokContent'
import { readAsset } from '../content/readers/fields/readAsset'
import { readBloks } from '../content/readers/fields/readBloks'
import { readBoolean } from '../content/readers/fields/readBoolean'
import { readRichText } from '../content/readers/fields/readRichText'
import { readText } from '../content/readers/fields/readText'
import type { Blok } from '../content/storyblok'
import type { ButtonBlok } from '../settings/SiteSettings'
import { RichText } from '../richtext/RichText'

interface PageBloksProps {
  bloks: Blok[]
  /** The section head that is the page's h1 (the page then renders no other title). */
  titleBlok?: Blok
}

function isButton(blok: Blok): blok is ButtonBlok {
  return blok.component === 'button'
}

/** Heading levels of one blok: a section head's title, and a CTA box's title (under a section head or not). */
interface Levels {
  section: 1 | 2
  ctaBox: 2 | 3
}

/** A page blok after its notices in an editor preview (its own and its buttons'); a left-out one (leftOut) is its notice alone, which only a preview shows. */
function renderBlok(blok: Blok, levels: Levels): ReactNode {
  return (
    <>
      <BlokNotice blok={blok} unsupported={!PAGE_BLOKS.has(blok.component)} />
      {leftOut(blok) ? null : (
        <>
          <NestedNotices blok={blok} />
          {renderPageBlok(blok, levels)}
        </>
      )}
    </>
  )
}

/** The bloks a page's body is made of (the model's `page.body`). */
const PAGE_BLOKS = new Set(['section_head', 'rich_text', 'cta_box'])

/** A blok visitors never see: one a page body does not render, or a broken one (isBrokenBlok). */
const leftOut = (blok: Blok) => !PAGE_BLOKS.has(blok.component) || isBrokenBlok(blok)

function renderPageBlok(blok: Blok, levels: Levels): ReactNode {
  switch (blok.component) {
    case 'section_head': {
      const head = blokContent<'section_head'>(blok)
      return (
        <SectionHead
          overline={readText(head.overline)}
          title={readText(head.title)}
          title_is_big={readBoolean(head.title_is_big)}
          richtext={readRichText(head.richtext) ?? undefined}
          level={levels.section}
        />
      )
    }
    case 'rich_text':
      // Below the page's h1, or below a section head's h2.
      return <RichText doc={readRichText(blokContent<'rich_text'>(blok).text)} headingBase={levels.ctaBox - 1} />
    case 'cta_box': {
      const box = blokContent<'cta_box'>(blok)
      const image = readAsset(box.image)
      return (
        <CtaBox
          title={readText(box.title)}
          text={readText(box.text)}
          links={readBloks(box.links)
            .filter(isButton)
            .filter((link) => !isBrokenBlok(link))}
          image={image ? { filename: image.src, alt: image.alt } : undefined}
          level={levels.ctaBox}
        />
      )
    }
    default:
      return null
  }
}

/** Consecutive CTA boxes share one grid row. */
function groupBloks(bloks: Blok[]): Blok[][] {
  const groups: Blok[][] = []
  for (const blok of bloks) {
    const last = groups.at(-1)
    if (last && blok.component === 'cta_box' && last[0]?.component === 'cta_box') last.push(blok)
    else groups.push([blok])
  }
  return groups
}

/**
 * A page's body: section heads, rich text and CTA boxes, in the editor's order; bloks visitors never
 * see are left out (an editor preview shows their notices in their place). Headings keep
 * their order: a CTA box is an h3 below a section's h2, and an h2 where no section head precedes it.
 */
export function PageBloks({ bloks, titleBlok }: PageBloksProps) {
  const markers = use(BlokMarkersContext)
  // Visitors get no element at all for a left-out blok; a preview keeps its place for the notice.
  const shown = use(BlokNoticesContext) ? bloks : bloks.filter((blok) => !leftOut(blok))
  let inSection = false
  return groupBloks(shown).map((group, index) => {
    const [first] = group
    if (first?.component === 'section_head' && first !== titleBlok) inSection = true
    const levels: Levels = { section: first === titleBlok ? 1 : 2, ctaBox: inSection ? 3 : 2 }
    if (first?.component === 'cta_box') {
      return (
        <div key={first._uid ?? index} className="page-bloks__ctas">
          {group.map((blok, boxIndex) => (
            <div key={blok._uid ?? boxIndex} {...markers(blok)}>
              {renderBlok(blok, levels)}
            </div>
          ))}
        </div>
      )
    }
    return first ? (
      <div key={first._uid ?? index} className={`page-bloks__${first.component.replace(/[^a-z0-9_-]/gi, '')}`} {...markers(first)}>
        {renderBlok(first, levels)}
      </div>
    ) : null
  })
}
