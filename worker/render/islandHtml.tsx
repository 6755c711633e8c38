import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import type { IslandHtml, IslandParts } from '../../shared/islands/IslandHtmlContext'
import { RememberedEntries } from '../content/RememberedEntries'
import { assetManifest } from './assetManifest'

/** How much island markup (key, props and HTML, in characters) an isolate keeps. */
const REMEMBERED_CHARACTERS = 8 * 1024 * 1024

/** Islands by key (shared/islands/islandKey.ts): what a key names renders the same markup in every request of this build. */
const remembered = new RememberedEntries<IslandParts>(REMEMBERED_CHARACTERS)

async function renderAlone(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(<AssetsContext value={assetManifest}>{element}</AssetsContext>)
  await stream.allReady
  return new Response(stream).text()
}

/**
 * The worker's island renderer: an island's markup is rendered on its own (after the page's
 * render yields, never inside it) and kept with its props in the isolate by key, so the shell's header, footer
 * and banner are rendered once per content version and language, not on every page. Each
 * request renders what it does not find (nothing in flight is shared: I/O belongs to a request).
 */
export const islandHtml: IslandHtml = (key, build) => {
  const known = remembered.get(key)
  if (known !== undefined) return known
  const { props, element } = build()
  return Promise.resolve()
    .then(() => renderAlone(element))
    .then((html) => {
      const parts = { props, html }
      remembered.set(key, parts, key.length + props.length + html.length)
      return parts
    })
}
