import { Hono } from 'hono'
import { endTime, setMetric, startTime } from 'hono/timing'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import { HomePage } from '../../shared/pages/HomePage'
import type { AppEnv } from '../AppEnv'
import { languageConfig } from '../config/languageConfig'
import { createContentContext, summarizeCacheStatus } from '../content/ContentContext'
import { contentSource } from '../content/contentSource'
import { getStory } from '../content/getStory'
import { verifyPreviewRequest } from '../preview/verifyPreviewRequest'
import { renderErrorPage } from '../render/renderErrorPage'
import { renderPage, settingsOrNull } from '../render/renderPage'

export const pageRoutes = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url)
  const segments = url.pathname.split('/').filter(Boolean)
  const first = segments[0]?.toLowerCase()
  const language = first && languageConfig(c.env).supported.has(first) ? first : DEFAULT_LANGUAGE
  const rest = first === language ? segments.slice(1) : segments
  const draft = await verifyPreviewRequest(url, contentSource(c.env))
  const ctx = createContentContext(c.env, c.executionCtx, { draft })
  if (rest.length > 0) return renderErrorPage(c, ctx, 404, `Page not found: ${url.pathname}`, language)

  startTime(c, 'content')
  const [story, settings] = await Promise.all([getStory(ctx, `${language}/home`), settingsOrNull(ctx, language)])
  endTime(c, 'content')
  setMetric(c, 'cache', summarizeCacheStatus(ctx.statuses))
  if (!story) return renderErrorPage(c, ctx, 404, `Page not found: ${url.pathname}`, language)

  const content = story.content as { title?: string; description?: string }
  return renderPage(
    c,
    {
      language,
      head: { title: content.title ?? story.name, description: content.description ?? '', canonical: new URL(url.pathname, c.env.SITE_ORIGIN || url.origin).href },
      alternates: [],
      body: <HomePage story={story} language={language} />,
    },
    { settings, draft },
  )
})
