import type { ReactNode } from 'react'
import { messagesFor } from '../i18n/messages/catalogue'
import { BlokMarkersContext } from './BlokMarkersContext'
import { blokMarkers } from './blokMarkers'
import { BlokNoticesContext } from './BlokNoticesContext'
import { blokProblems } from './blokProblems'

/**
 * What makes a page an editor preview: Storyblok's markers on every blok, and a notice, in the
 * page's language, at each blok that breaks the content model. The server and the preview chunk
 * both render inside it, so the page they render is the same (hydration matches).
 */
export function PreviewProviders({ language, children }: { language: string; children: ReactNode }) {
  return (
    <BlokMarkersContext value={blokMarkers}>
      <BlokNoticesContext value={{ text: messagesFor(language).editor, problems: blokProblems }}>{children}</BlokNoticesContext>
    </BlokMarkersContext>
  )
}
