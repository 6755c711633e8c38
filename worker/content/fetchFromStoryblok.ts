import type { ISbResult, ISbStoriesParams } from 'storyblok-js-client'
import type { ContentContext } from './ContentContext'
import { ContentUnavailableError } from './ContentUnavailableError'
import { readInvalidationMarker, recordContentVersion } from '../cache/invalidationMarkerStore'
import { SharedFlights } from '../cache/SharedFlights'

const NOT_FOUND = 404
/**
 * Milliseconds one read may take, every attempt and pause included; then a cached copy is served.
 * @internal tests read this limit rather than write it again.
 */
export const READ_BUDGET_MS = 5000
/** the content API contract: a GET is retried once on these statuses and on any 5xx (429 has the client's own retries). */
const RETRIED_ONCE = new Set([408, 409, 425])
const MAX_ATTEMPTS = 2
/** Storyblok's own endpoint for the space: the one published read that needs no `cv`. */
const SPACE_PATH = 'cdn/spaces/me'
/** `cdn/stories` and `cdn/stories/{slug}`: the endpoints that read a release (`from_release`). */
const STORIES_PATH = 'cdn/stories'

interface StoryblokError {
  message?: string
  status?: number
}

/** A transient failure: worth one more attempt. No status means no answer at all (a dropped connection). */
function transient(status: number | undefined): boolean {
  return status === undefined || RETRIED_ONCE.has(status) || status >= 500
}

/**
 * A CDN GET through storyblok-js-client; a 404 is `null`, anything else that fails is
 * ContentUnavailableError. Each request the client makes waits for the isolate's throttle (createStoryblokClient). A
 * transient failure (408, 409, 425, 5xx, no answer) is retried once; a 429 is retried by the
 * client (at most 5 attempts); all of it, waits included, within READ_BUDGET_MS.
 */
export async function fetchFromStoryblok(ctx: ContentContext, path: string, params: ISbStoriesParams, cv?: number): Promise<ISbResult | null> {
  const deadline = AbortSignal.timeout(READ_BUDGET_MS)
  // Every published read carries a known cv: none takes Storyblok's 301 first.
  const version = ctx.draft ? Date.now() : (cv ?? (path === SPACE_PATH ? null : await knownContentVersion(ctx)))
  // The client's own requests (relation chunks) carry it too.
  if (!ctx.draft && version) ctx.knownCv = version
  for (let attempt = 1; ; attempt++) {
    try {
      const query = {
        ...params,
        version: ctx.draft ? 'draft' : 'published',
        ...(version ? { cv: version } : {}),
        // Only stories are in a release; the other endpoints refuse the parameter (422).
        ...(ctx.release && path.startsWith(STORIES_PATH) ? { from_release: ctx.release } : {}),
      } as const
      return await ctx.client.get(path, query, { signal: deadline })
    } catch (error) {
      const { message, status } = (error ?? {}) as StoryblokError
      if (status === NOT_FOUND) return null
      if (attempt < MAX_ATTEMPTS && transient(status) && !deadline.aborted) continue
      throw new ContentUnavailableError(`Storyblok ${path} failed: ${status ?? 'no response'} ${message ?? ''}`.trim(), status)
    }
  }
}

/** The space's current content version (`cv`), straight from Storyblok; null when it cannot be read. */
export async function getContentVersion(ctx: ContentContext): Promise<number | null> {
  const result = await fetchFromStoryblok(ctx, SPACE_PATH, {}).catch(() => null)
  const version = (result?.data as { space?: { version?: unknown } } | undefined)?.space?.version
  return typeof version === 'number' ? version : null
}

/** The space's version read under way in this isolate: concurrent requests share one read. */
const versionReads = new SharedFlights<number | null>()

/**
 * The `cv` every published read carries, so that none takes Storyblok's 301 first: the one the
 * last publish webhook stored (the invalidation marker), else the space's, read once and stored
 * there for every isolate. Null when Storyblok cannot say: the read then goes without.
 */
async function knownContentVersion(ctx: ContentContext): Promise<number | null> {
  const marked = (await readInvalidationMarker(ctx))?.cv
  if (marked) return marked
  return versionReads.run(
    SPACE_PATH,
    async () => {
      const version = await getContentVersion(ctx)
      if (version !== null) await recordContentVersion(ctx.env, version)
      return version
    },
    (work) => ctx.waitUntil(work),
  )
}
