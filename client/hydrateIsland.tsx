import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandTextContext } from '../shared/i18n/IslandTextContext'
import type { IslandText } from '../shared/i18n/messages/Messages'
import { ISLAND_TEXT_ID } from '../shared/islands/IslandTextScript'

function HydrationMarker({ el, children }: { el: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = ''
  }, [el])
  return children
}

let pageText: IslandText | undefined

/** The page's interface words, written once by the server (IslandTextScript). */
function islandText(): IslandText {
  pageText ??= JSON.parse(document.getElementById(ISLAND_TEXT_ID)?.textContent ?? 'null') as IslandText
  return pageText
}

/** Hydrates an island with its server-rendered props and the page's interface words. */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(
    el,
    <HydrationMarker el={el}>
      <IslandTextContext value={islandText()}>
        <Component {...props} />
      </IslandTextContext>
    </HydrationMarker>,
  )
}
