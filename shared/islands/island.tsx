import { use, type ComponentType } from 'react'
import { serializeScriptJson } from '../html/serializeScriptJson'
import { AssetsContext } from './AssetsContext'
import { ISLAND_PROPS_ATTRIBUTE, splitIslandProps } from './islandProps'
import { IslandSlot } from './IslandSlot'

/** When an island's code is fetched: after the page is idle, or once it scrolls into view. */
export type IslandLoad = 'idle' | 'visible'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'island-root': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string
        'data-load': IslandLoad
      }
    }
  }
}

/**
 * Wraps a component so the server renders it as an island: its HTML, its props as JSON (in a
 * script right before it) and the URL of its own chunk, which client/boot.ts loads lazily and
 * hydrates in place (with the page's interface words, IslandTextScript). Props that hold React
 * elements are slots: the server renders them once, as HTML, and the browser keeps that markup
 * (IslandSlot), so content the island never changes is not sent again as props.
 * `name` must match a file `client/islands/{name}.ts` that default-exports the component.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, load: IslandLoad = 'idle') {
  function Island(props: P) {
    const assets = use(AssetsContext)
    if (!assets) return <Component {...props} />
    const src = assets.islands[name]
    if (!src) throw new Error(`Island "${name}" has no client entry: add client/islands/${name}.ts`)
    const { rendered, json } = splitIslandProps(props, (node) => <IslandSlot>{node}</IslandSlot>)
    return (
      <>
        <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: serializeScriptJson(json) }} />
        <island-root data-island={src} data-load={load}>
          <Component {...rendered} />
        </island-root>
        <script type="module" async src={assets.boot} />
      </>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
