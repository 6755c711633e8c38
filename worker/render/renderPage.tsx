import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Document } from '../../shared/components/Document'
import { Shell } from '../../shared/components/shell/Shell'
import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import type { PageHead } from '../../shared/seo/PageHead'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import type { AppEnv } from '../AppEnv'
import { analyticsConfig } from '../config/analyticsConfig'
import { languageConfig } from '../config/languageConfig'
import { assetManifest } from './assetManifest'
import { renderHtml } from './renderHtml'

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

/**
 * The languages the language switch offers: the site languages, and a press-only language where
 * the page exists in it (its press pages and home) or is in it.
 */
function switchLanguages(site: readonly string[], press: readonly string[], view: PageView): string[] {
  const extra = press.filter((language) => !site.includes(language) && (language === view.language || view.alternates.some((alternate) => alternate.language === language)))
  return [...site, ...extra]
}

/** Renders a page inside the document and the shell (header, banner, footer, modals). */
export async function renderPage(c: Context<AppEnv>, view: PageView, { settings, draft }: ShellData): Promise<Response> {
  const status = view.status ?? 200
  const config = languageConfig(c.env)
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
      <Shell language={view.language} settings={settings} alternates={view.alternates} languages={switchLanguages(config.site, config.press, view)}>
        {view.body}
      </Shell>
    </Document>,
    { status, cache: draft || status >= 500 ? 'no-store' : 'revalidate' },
  )
}
