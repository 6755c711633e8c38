import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { BLOK_REGISTRY } from '../../shared/templates/blokRegistry'
import { BlokViewsContext } from '../../shared/bloks/BlokViewsContext'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import type { IslandHtml } from '../../shared/islands/IslandHtmlContext'
import { cachedIsland } from '../cache/cachedIsland'
import { assetManifest } from '../config/assetManifest'

async function renderAlone(element: ReactElement): Promise<string> {
  // An island's slots (the banner's text) are rendered here with the page's blok registry, as inline ones are.
  const stream = await renderToReadableStream(
    <AssetsContext value={assetManifest}>
      <BlokViewsContext value={BLOK_REGISTRY}>{element}</BlokViewsContext>
    </AssetsContext>,
  )
  await stream.allReady
  return new Response(stream).text()
}

/**
 * The worker's island renderer: an island's markup is rendered on its own (after the page's
 * render yields, never inside it) and kept by the isolate (cachedIsland), so the shell's header,
 * footer and banner are rendered once per content version and language, not on every page.
 */
export const islandHtml: IslandHtml = (key, build) =>
  cachedIsland(key, () => {
    const { props, element } = build()
    return Promise.resolve()
      .then(() => renderAlone(element))
      .then((html) => ({ props, html }))
  })
