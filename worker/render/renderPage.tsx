import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Document } from '../../shared/components/Document'
import { Shell } from '../../shared/components/shell/Shell'
import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import type { PageHead } from '../../shared/seo/PageHead'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { analyticsConfig } from '../config/analyticsConfig'
import { languageConfig } from '../config/languageConfig'
import { assetManifest } from '../config/assetManifest'
import { renderHtml } from './renderHtml'
import { switchLanguages } from './switchLanguages'

/** What a route hands to the renderer. */
export interface PageView {
  language: string
  head: PageHead
  /** The entry's published translations: the language switch. */
  alternates: LanguageAlternate[]
  body: ReactNode
  status?: number
  /** `<html lang>`; defaults to the page's language (the error page is always `en`). */
  documentLanguage?: string
  /** What page views report: the screen (`blogArticle`, `error`, …) and its route pattern. */
  pageKind: string
  route?: string
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
      <Shell
        language={view.language}
        settings={settings}
        alternates={view.alternates}
        languages={switchLanguages(languageConfig(c.env), view.language, view.alternates)}
      >
        {view.body}
      </Shell>
    </Document>,
    { status, cache: draft || status >= 500 ? 'no-store' : 'revalidate' },
  )
}
