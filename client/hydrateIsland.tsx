import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

function HydrationMarker({ el, children }: { el: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = ''
  }, [el])
  return children
}

export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(
    el,
    <HydrationMarker el={el}>
      <Component {...props} />
    </HydrationMarker>,
  )
}
