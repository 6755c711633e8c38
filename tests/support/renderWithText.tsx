import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BLOK_REGISTRY } from '../../shared/templates/blokRegistry'
import { BlokViewsContext } from '../../shared/bloks/BlokViewsContext'
import { IslandTextContext } from '../../shared/i18n/IslandTextContext'
import { messagesFor } from '../../shared/i18n/messages/catalogue'

/** Renders components as the shell does, with the blok registry and the interface words of `language` (English by default). */
export function renderWithText(node: ReactNode, language = 'en'): string {
  return renderToString(
    <BlokViewsContext value={BLOK_REGISTRY}>
      <IslandTextContext value={messagesFor(language).island}>{node}</IslandTextContext>
    </BlokViewsContext>,
  )
}
