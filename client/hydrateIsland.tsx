import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_TEXT_ID, IslandTextContext } from '../shared/i18n/IslandTextContext'
import type { IslandText } from '../shared/i18n/messages/Messages'

function HydrationMarker({ el, children }: { el: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = ''
  }, [el])
  return children
}

/** Hydrates an island with its server-rendered props and the page's interface words (written once by the server, IslandTextScript). */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, props: object): void {
  const text = JSON.parse(document.getElementById(ISLAND_TEXT_ID)?.textContent ?? 'null') as IslandText
  hydrateRoot(
    el,
    <HydrationMarker el={el}>
      <IslandTextContext value={text}>
        <Component {...props} />
      </IslandTextContext>
    </HydrationMarker>,
  )
}
