import { Fragment } from 'react'
import { placedView } from '../../bloks/placedView'
import { useBlokViews } from '../../bloks/useBlokViews'
import type { Blok } from '../../content/storyblok'
import { BlokNotice } from '../../editor/BlokNotice'
import { isBrokenBlok } from '../../editor/isBrokenBlok'

/**
 * Renders a rich text's embedded bloks through the blok registry the render root provides. A blok
 * its field does not take (`allowed`, fieldBloks), or a broken one (isBrokenBlok: a quote without its text), is left out;
 * in an editor preview, its notice stands in its place, and each blok that breaks the content
 * model carries its notice. `under`: the heading level the text sits under.
 */
export function BlokList({ bloks, allowed, under }: { bloks: Blok[]; allowed: ReadonlySet<string>; under: number }) {
  const views = useBlokViews()
  return bloks.map((blok, index) => {
    const View = placedView(views, allowed, blok.component)
    const key = blok._uid ?? index
    // Visitors get nothing here; the notice shows only in a preview.
    if (!View || isBrokenBlok(blok)) return <BlokNotice key={key} blok={blok} unsupported={!View} marked />
    return (
      <Fragment key={key}>
        <BlokNotice blok={blok} />
        <View blok={blok} under={under} />
      </Fragment>
    )
  })
}
