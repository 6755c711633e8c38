import type { Context } from 'hono'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import type { LeadAnswer } from '../../shared/leadForm/LeadAnswer'
import { CACHE_CONTROL } from '../cache/cacheControl'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { createContentContext, type ContentContext } from '../content/ContentContext'
import { ContentUnavailableError } from '../content/ContentUnavailableError'
import { boundedBody } from '../security/boundedBody'

/**
 * A form body is a few hundred bytes (a contact message a few thousand); anything over this is
 * refused (16 KB, far above any real form, far below a memory risk).
 */
const MAX_LEAD_BODY_BYTES = 16 * 1024

/** Every answer of the lead routes is about one visitor: never stored. */
export const NO_STORE = { 'cache-control': CACHE_CONTROL.noStore }

/** The lead routes' body limit: 413 beyond it. */
export const leadBodyLimit = boundedBody(MAX_LEAD_BODY_BYTES, (c) => c.json({ error: 'The form is too large.' }, 413, NO_STORE))

/** A lead route's JSON answer (LeadAnswer), never stored. */
export function leadAnswer(
  c: Context<AppEnv>,
  body: LeadAnswer,
  status: 200 | 400 | 404 | 413 | 422 | 429 | 503,
  headers: Record<string, string> = {},
): Response {
  return c.json(body, status, { ...NO_STORE, ...headers })
}

/** The request's language when the site has it, else English. */
export function siteLanguage(env: Env, value: string | undefined): string {
  return value && languageConfig(env).site.includes(value) ? value : DEFAULT_LANGUAGE
}

/** Secrets the report flow cannot work without (the contact form needs only `ip`); null when one is missing. */
export function leadSecrets(env: Env): { signing: string; ip: string } | null {
  return env.DOWNLOAD_SIGNING_SECRET && env.LEADS_IP_HASH_SECRET ? { signing: env.DOWNLOAD_SIGNING_SECRET, ip: env.LEADS_IP_HASH_SECRET } : null
}

/** Runs a lead route with the request's content; Storyblok down and nothing cached: the same clear 503 as the pages. */
export async function withContent(c: Context<AppEnv>, handler: (c: Context<AppEnv>, ctx: ContentContext) => Promise<Response>): Promise<Response> {
  try {
    return await handler(c, createContentContext(c.env, c.executionCtx))
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error
    return c.json({ error: 'The site cannot read its content right now, please try again.' }, 503, { ...NO_STORE, 'retry-after': '30' })
  }
}
