import { Hono, type Context } from 'hono'
import { DEFAULT_LANGUAGE, languagePrefix } from '../../shared/i18n/languages'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext } from '../content/ContentContext'
import { cachedPage } from '../cache/cachedPage'
import { CACHE_CONTROL } from '../cache/cacheControl'
import { llmsTxt } from '../machines/llmsTxt'

/**
 * Plain text, as the proposal's own `/llms.txt` and every `.txt` file is served: browsers show it,
 * and agents read its Markdown whatever the type says (docs/decisions/markdown-for-machines.md).
 */
const TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL.revalidate }
const FILE = '/llms.txt'

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, { 'cache-control': CACHE_CONTROL.revalidate })
}

function answer(c: Context<AppEnv>, language: string): Promise<Response> | Response {
  const path = `${languagePrefix(language)}${FILE}`
  // English has no prefix: `/en/llms.txt` is `/llms.txt`.
  if (c.req.path !== path && language === DEFAULT_LANGUAGE) return c.body(null, 301, { location: path, 'cache-control': CACHE_CONTROL.hour })
  const config = languageConfig(c.env)
  if (!config.supported.has(language)) return notFound(c)
  const ctx = createContentContext(c.env, c.executionCtx)
  return cachedPage(c, ctx, path, async () => {
    const text = await llmsTxt({ ctx, language, config, origin: siteOrigin(c), company: c.env.COMPANY_NAME })
    return text === null ? notFound(c) : c.body(text, 200, TEXT_HEADERS)
  })
}

/** `llms.txt` per language (`/llms.txt`, `/de/llms.txt`, the press-only languages' too): what the site offers, for agents. Cached like pages. */
export const llmsTxtRoutes = new Hono<AppEnv>()
  .get(FILE, (c) => answer(c, DEFAULT_LANGUAGE))
  .get(`/:language{[a-z]{2}}${FILE}`, (c) => answer(c, c.req.param('language')))
