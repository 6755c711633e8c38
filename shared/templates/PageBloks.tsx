import { use, type ReactNode } from 'react'
import type { BlokViews } from '../bloks/BlokViews'
import { fieldBloks } from '../bloks/fieldBloks'
import { placedView } from '../bloks/placedView'
import { useBlokViews } from '../bloks/useBlokViews'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { BlokNotice } from '../editor/BlokNotice'
import { BlokNoticesContext } from '../editor/BlokNoticesContext'
import { isBrokenBlok } from '../editor/isBrokenBlok'
import { NestedNotices } from '../editor/NestedNotices'
import type { Blok } from '../content/storyblok'

interface PageBloksProps {
  bloks: Blok[]
  /** The section head that is the page's h1 (the page then renders no other title). */
  titleBlok?: Blok
}

/** The bloks a page's body takes: the model's allow list of `page.body`. */
const PAGE_BODY = fieldBloks('page', 'body')

/** A page blok after its notices in an editor preview (its own and its buttons'); a left-out one (leftOut) is its notice alone, which only a preview shows. */
function renderBlok(views: BlokViews, blok: Blok, under: number): ReactNode {
  const View = placedView(views, PAGE_BODY, blok.component)
  return (
    <>
      <BlokNotice blok={blok} unsupported={!View} />
      {!View || isBrokenBlok(blok) ? null : (
        <>
          <NestedNotices blok={blok} />
          <View blok={blok} under={under} />
        </>
      )}
    </>
  )
}

/** A blok visitors never see: one a page body does not take, or a broken one (isBrokenBlok). */
const leftOut = (blok: Blok) => !PAGE_BODY.has(blok.component) || isBrokenBlok(blok)

/** Bloks that, placed one after another, form one group: CTA boxes and pricing plans a grid row, questions one list. */
const GROUPS: Record<string, string> = { cta_box: 'page-bloks__ctas', pricing_plan: 'page-bloks__plans', faq_item: 'page-bloks__faq' }

/** The bloks in groups: consecutive bloks of a grouped component together, any other alone. */
function groupBloks(bloks: Blok[]): Blok[][] {
  const groups: Blok[][] = []
  for (const blok of bloks) {
    const last = groups.at(-1)
    if (last && Object.hasOwn(GROUPS, blok.component) && last[0]?.component === blok.component) last.push(blok)
    else groups.push([blok])
  }
  return groups
}

/**
 * A page's body: the bloks the model lets it take, each shown by its view in the blok registry,
 * in the editor's order; bloks visitors never see are left out (an editor preview shows their
 * notices in their place). Headings keep their order: a section head opens a section below the
 * page's h1 (or is that h1), and what follows it sits under its h2 (a CTA box is then an h3, an
 * h2 where no section head precedes it).
 */
export function PageBloks({ bloks, titleBlok }: PageBloksProps) {
  const views = useBlokViews()
  const markers = use(BlokMarkersContext)
  // Visitors get no element at all for a left-out blok; a preview keeps its place for the notice.
  const shown = use(BlokNoticesContext) ? bloks : bloks.filter((blok) => !leftOut(blok))
  let inSection = false
  return groupBloks(shown).map((group, index) => {
    const [first] = group
    const opensSection = first?.component === 'section_head'
    if (opensSection && first !== titleBlok) inSection = true
    const under = opensSection ? (first === titleBlok ? 0 : 1) : inSection ? 2 : 1
    const groupClass = first && Object.hasOwn(GROUPS, first.component) ? GROUPS[first.component] : undefined
    if (first && groupClass) {
      return (
        <div key={first._uid ?? index} className={groupClass}>
          {group.map((blok, boxIndex) => (
            <div key={blok._uid ?? boxIndex} {...markers(blok)}>
              {renderBlok(views, blok, under)}
            </div>
          ))}
        </div>
      )
    }
    return first ? (
      <div key={first._uid ?? index} className={`page-bloks__${first.component.replace(/[^a-z0-9_-]/gi, '')}`} {...markers(first)}>
        {renderBlok(views, first, under)}
      </div>
    ) : null
  })
}
