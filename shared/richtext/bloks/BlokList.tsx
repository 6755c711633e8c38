import { Fragment } from 'react'
import type { Blok } from '../../content/storyblok'
import { BlokNotice } from '../../editor/BlokNotice'
import { isBrokenBlok } from '../../editor/isBrokenBlok'
import { BLOK_COMPONENTS } from './registry'

/**
 * Renders embedded bloks through the registry. A blok the registry has no component for, or a
 * broken one (isBrokenBlok: a quote without its text), is left out; in an editor preview, its
 * notice stands in its place, and each blok that breaks the content model carries its notice.
 */
export function BlokList({ bloks }: { bloks: Blok[] }) {
  return bloks.map((blok, index) => {
    const Component = Object.hasOwn(BLOK_COMPONENTS, blok.component) ? BLOK_COMPONENTS[blok.component] : undefined
    const key = blok._uid ?? index
    // Visitors get nothing here; the notice shows only in a preview.
    if (!Component || isBrokenBlok(blok)) return <BlokNotice key={key} blok={blok} unsupported={!Component} marked />
    return (
      <Fragment key={key}>
        <BlokNotice blok={blok} />
        <Component blok={blok} />
      </Fragment>
    )
  })
}
