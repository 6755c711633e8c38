import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandTextContext } from '../../shared/i18n/IslandTextContext'
import { messagesFor } from '../../shared/i18n/messages/catalogue'

/** Renders components as the shell does, with the interface words of `language` (English by default). */
export function renderWithText(node: ReactNode, language = 'en'): string {
  return renderToString(<IslandTextContext value={messagesFor(language).island}>{node}</IslandTextContext>)
}
