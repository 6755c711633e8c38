import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandTextContext } from '../shared/i18n/IslandTextContext'
import type { IslandText } from '../shared/i18n/messages/Messages'

function HydrationMarker({ el, children }: { el: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = ''
  }, [el])
  return children
}

/** Hydrates an island with its server-rendered props and interface words. */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, props: object, text: IslandText): void {
  hydrateRoot(
    el,
    <HydrationMarker el={el}>
      <IslandTextContext value={text}>
        <Component {...props} />
      </IslandTextContext>
    </HydrationMarker>,
  )
}
