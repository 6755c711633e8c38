import { use } from 'react'
import { oncePerObject } from '../content/oncePerObject'
import { serializeScriptJson } from '../html/serializeScriptJson'
import { ISLAND_TEXT_ID } from '../i18n/IslandTextContext'
import type { IslandText } from '../i18n/messages/Messages'
import { AssetsContext } from './AssetsContext'

/**
 * The interface words every island of the page reads (useIslandText), written once per page
 * before the first island; client/hydrateIsland.tsx hands them to each island it hydrates.
 * Nothing where no island hydrates (editor previews render the whole page in the browser).
 */
export function IslandTextScript({ text }: { text: IslandText }) {
  const assets = use(AssetsContext)
  return assets ? <script type="application/json" id={ISLAND_TEXT_ID} dangerouslySetInnerHTML={{ __html: textJson(text) }} /> : null
}

/** Once per language: its words are one object for the life of the isolate. */
const textJson = oncePerObject((text: IslandText) => serializeScriptJson(text))
