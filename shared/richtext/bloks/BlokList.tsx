import type { Blok } from '../../content/storyblok'
import { BLOK_COMPONENTS } from './registry'

/**
 * Renders embedded bloks through the registry. A component the registry lacks is logged;
 * editors (draft content, which carries `_editable`) see a placeholder, visitors see nothing.
 */
export function BlokList({ bloks }: { bloks: Blok[] }) {
  return bloks.map((blok, index) => {
    const Component = Object.hasOwn(BLOK_COMPONENTS, blok.component) ? BLOK_COMPONENTS[blok.component] : undefined
    if (Component) return <Component key={blok._uid ?? index} blok={blok} />
    console.error(`Missing component "${blok.component}" in the blok registry`)
    return blok._editable ? (
      <p key={blok._uid ?? index} className="blok-missing" role="note">
        Missing component: {String(blok.component)}
      </p>
    ) : null
  })
}
