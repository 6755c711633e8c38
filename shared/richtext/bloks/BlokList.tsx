import { Fragment } from 'react'
import { allowedBloks } from '../../bloks/allowedBloks'
import { placedView } from '../../bloks/placedView'
import { useBlokViews } from '../../bloks/useBlokViews'
import type { Blok } from '../../content/storyblok'
import { BlokNotice } from '../../editor/BlokNotice'
import { isBrokenBlok } from '../../editor/isBrokenBlok'

/** The bloks rich text takes: those the model's rich-text fields allow. */
const RICH_TEXT = allowedBloks((_component, _field, rule) => rule.type === 'richtext')

/**
 * Renders a rich text's embedded bloks through the blok registry the render root provides. A blok
 * rich text does not take, or a broken one (isBrokenBlok: a quote without its text), is left out;
 * in an editor preview, its notice stands in its place, and each blok that breaks the content
 * model carries its notice. `under`: the heading level the text sits under.
 */
export function BlokList({ bloks, under }: { bloks: Blok[]; under: number }) {
  const views = useBlokViews()
  return bloks.map((blok, index) => {
    const View = placedView(views, RICH_TEXT, blok.component)
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
