import type { Context } from 'hono'
import type { AppEnv } from '../AppEnv'
import type { ReactNode } from 'react'
import { Document, type PageHead } from '../../shared/components/Document'
import { Shell } from '../../shared/components/shell/Shell'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import { analyticsConfig } from '../config/analyticsConfig'
import { languageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { getSettings } from '../content/getSettings'
import { assetManifest } from './assetManifest'
import { renderHtml } from './renderHtml'

/** An entry's published translation, for the language switch and hreflang links. */
export interface PageAlternate {
  language: string
  href: string
}

/** What a route hands to the renderer. */
export interface PageView {
  language: string
  head: PageHead
  alternates: PageAlternate[]
  body: ReactNode
  status?: number
  /** `<html lang>`; defaults to the page's language (the error page is always `en`). */
  documentLanguage?: string
  /** What page views report: the screen (`blogArticle`, `error`, …) and its route pattern. */
  pageKind: string
  route?: string
}

/** A language's settings, or null when they cannot be had: the shell then renders bare. */
export async function settingsOrNull(ctx: ContentContext, language: string): Promise<SiteSettings | null> {
  try {
    return await getSettings(ctx, language)
  } catch (error) {
    console.warn('settings unavailable', language, error)
    return null
  }
}

interface ShellData {
  settings: SiteSettings | null
  /** A draft preview: never cached. */
  draft: boolean
}

/** Renders a page inside the document and the shell (header, banner, footer, modals). */
export async function renderPage(c: Context<AppEnv>, view: PageView, { settings, draft }: ShellData): Promise<Response> {
  const status = view.status ?? 200
  const analytics = analyticsConfig(c.env)
  const page = { language: view.language, kind: view.pageKind, ...(view.route ? { route: view.route } : {}) }
  return renderHtml(
    c,
    <Document
      lang={view.documentLanguage ?? view.language}
      head={view.head}
      buildId={assetManifest.buildId}
      stylesheet={assetManifest.stylesheet}
      analytics={analytics ? { ...analytics, page } : null}
    >
      <Shell language={view.language} settings={settings} alternates={view.alternates} languages={languageConfig(c.env).site}>
        {view.body}
      </Shell>
    </Document>,
    { status, cache: draft || status >= 500 ? 'no-store' : 'revalidate' },
  )
}
