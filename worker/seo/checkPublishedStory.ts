import type { Context } from 'hono'
import { onceEach, readLinkedPages } from '../../shared/seo/readLinkedPages'
import { linkedPaths, seoProblems } from '../../shared/seo/seoProblems'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { seoCheckOnPublish } from '../config/seoCheckOnPublish'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { logSeoProblems } from '../observability/logSeoProblems'
import { storyPage } from '../routeTable/storyPage'
import { purgesSent } from './purgesSent'
import { renderedPages, type SiteEntry } from './renderedPages'
import { forgetSeoProblems, storedSeoProblems, storeSeoProblems, type StoredSeoProblems } from './seoProblemsStore'

/** Pages of the site the check reads at once. */
const CONCURRENCY = 6
/**
 * Checks an isolate runs at once. A burst of publishes (a release, a space push) checks the first
 * ones; the others are skipped, their last findings forgotten rather than shown as current, and
 * `npm run seo:report` covers them.
 */
const MAX_CHECKS_AT_ONCE = 2
let checksRunning = 0

/**
 * What the check needs of the worker: its bindings, its execution context, where it reads its pages, and the public origin they are written for.
 * @internal the check's tests give it one of their own.
 */
export interface SeoCheckSite {
  env: Env
  executionCtx: Pick<ExecutionContext, 'waitUntil'>
  entry: SiteEntry
  origin: string
}

/**
 * Checks the page of a published story (by full slug) as visitors get it once the publish's purge
 * is out: reads it through the cached entry point, then every page it links and each translation
 * it names, each once, and keeps what seoProblems finds (seo-problems/{full slug} in KV, with the
 * story's version) for the preview's notices; logs it once per version. Null, and nothing kept,
 * for a story without a page of its own (storyPage) or a page that does not answer.
 * @internal the check's tests call it directly: SEO_CHECK_ON_PUBLISH is off in them, so no publish webhook runs it.
 */
export async function checkStoryPage(site: SeoCheckSite, fullSlug: string): Promise<StoredSeoProblems | null> {
  const { env, origin } = site
  const story = await getStory(createContentContext(env, site.executionCtx), fullSlug)
  const page = story && storyPage(story, languageConfig(env))
  if (!story || !page) return null
  await purgesSent(env)
  const load = onceEach(renderedPages(site.entry, origin), CONCURRENCY)
  const { status, outline } = await load(page.path)
  if (!outline) {
    console.warn(JSON.stringify({ level: 'warn', message: 'the published page could not be checked', slug: story.full_slug, path: page.path, status }))
    return null
  }
  const problems = seoProblems(outline, await readLinkedPages(linkedPaths(outline, origin), load, origin), origin)
  const version = `${story.id}@${story.published_at ?? ''}`
  const previous = await storedSeoProblems(env, story.full_slug)
  const stored = { version, path: page.path, checkedAt: Date.now(), problems }
  await storeSeoProblems(env, story.full_slug, stored)
  if (problems.length > 0 && previous?.version !== version) logSeoProblems({ story: story.id, slug: story.full_slug, version, path: page.path, problems })
  return stored
}

/**
 * After a webhook's invalidation, in the background (`waitUntil`): a published story's page is
 * checked (checkStoryPage), unless MAX_CHECKS_AT_ONCE already run; an unpublished or deleted
 * story's findings are forgotten. Only where SEO_CHECK_ON_PUBLISH is on; a failure is logged,
 * never the webhook's.
 */
export async function checkPublishedStory(c: Context<AppEnv>, event: Record<string, unknown>): Promise<void> {
  const fullSlug = typeof event.full_slug === 'string' ? event.full_slug.replace(/^\/+|\/+$/g, '') : null
  if (!fullSlug || !seoCheckOnPublish(c.env)) return
  const check = event.action === 'published' && checksRunning < MAX_CHECKS_AT_ONCE
  try {
    if (check) {
      checksRunning++
      const entry = { renderer: c.executionCtx.exports.Renderer, assets: c.env.ASSETS }
      await checkStoryPage({ env: c.env, executionCtx: c.executionCtx, entry, origin: siteOrigin(c) }, fullSlug)
    } else if (event.action === 'published' || event.action === 'unpublished' || event.action === 'deleted') await forgetSeoProblems(c.env, fullSlug)
  } catch (error) {
    const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    console.error(JSON.stringify({ level: 'error', message: 'the SEO check of a publish failed', slug: fullSlug, cause }))
  } finally {
    if (check) checksRunning--
  }
}
