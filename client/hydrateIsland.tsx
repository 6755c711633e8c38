import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_TEXT_ID, IslandTextContext } from '../shared/i18n/IslandTextContext'
import type { IslandText } from '../shared/i18n/messages/Messages'
import { PageLanguageContext } from '../shared/links/PageLanguageContext'
import { ISLAND_PROPS_ATTRIBUTE, isSlotMarker } from '../shared/islands/islandProps'
import { IslandSlot } from '../shared/islands/IslandSlot'

/** Marks the island hydrated once its effects (its listeners) have run, and tells the loader. */
function HydrationMarker({ el, onHydrated, children }: { el: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = ''
    onHydrated()
  }, [el, onHydrated])
  return children
}

/** The island's props from the JSON script the server wrote right before it, its slots kept as server-rendered markup. */
function readIslandProps(el: HTMLElement): object {
  const script = el.previousElementSibling
  if (!script?.hasAttribute(ISLAND_PROPS_ATTRIBUTE)) return {}
  return JSON.parse(script.textContent ?? '{}', (_key, value: unknown) => (isSlotMarker(value) ? <IslandSlot /> : value)) as object
}

/** Hydrates an island with its server-rendered props, the page's interface words (written once by the server, IslandTextScript) and its language. */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, onHydrated: () => void): void {
  const text = JSON.parse(document.getElementById(ISLAND_TEXT_ID)?.textContent ?? 'null') as IslandText
  hydrateRoot(
    el,
    <HydrationMarker el={el} onHydrated={onHydrated}>
      <IslandTextContext value={text}>
        {/* The page's language, as the shell gave it to the server's render: links to another language are marked alike. */}
        <PageLanguageContext value={document.documentElement.lang || null}>
          <Component {...readIslandProps(el)} />
        </PageLanguageContext>
      </IslandTextContext>
    </HydrationMarker>,
  )
}
