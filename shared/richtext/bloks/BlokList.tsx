import { Fragment } from 'react'
import type { Blok } from '../../content/storyblok'
import { BlokNotice } from '../../editor/BlokNotice'
import { BLOK_COMPONENTS } from './registry'

/**
 * Renders embedded bloks through the registry. A component the registry lacks is logged and not
 * shown; in an editor preview, each blok that breaks the content model carries its notice.
 */
export function BlokList({ bloks }: { bloks: Blok[] }) {
  return bloks.map((blok, index) => {
    const Component = Object.hasOwn(BLOK_COMPONENTS, blok.component) ? BLOK_COMPONENTS[blok.component] : undefined
    if (!Component) console.error(`Missing component "${blok.component}" in the blok registry`)
    return (
      <Fragment key={blok._uid ?? index}>
        <BlokNotice blok={blok} />
        {Component ? <Component blok={blok} /> : null}
      </Fragment>
    )
  })
}
