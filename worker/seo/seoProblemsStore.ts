import type { SeoProblem } from '../../shared/seo/SeoProblem'
import { kvKey } from '../cache/kvKey'

/** What the check at a story's publish found (checkPublishedStory), kept until its next publish. */
export interface StoredSeoProblems {
  /** The story's version it was checked at: `{id}@{published_at}`. */
  version: string
  /** Its page's path. */
  path: string
  /** When (ms). */
  checkedAt: number
  problems: SeoProblem[]
}

const KEY_PREFIX = 'seo-problems/'

const keyOf = (fullSlug: string) => kvKey(KEY_PREFIX, fullSlug)

/** The problems the last publish of a story found (by its full slug), or null when none was checked. */
export async function storedSeoProblems(env: Pick<Env, 'CONTENT_CACHE'>, fullSlug: string): Promise<StoredSeoProblems | null> {
  return env.CONTENT_CACHE.get<StoredSeoProblems>(await keyOf(fullSlug), 'json')
}

/** Keeps what a publish's check found, in place of the last one's. */
export async function storeSeoProblems(env: Pick<Env, 'CONTENT_CACHE'>, fullSlug: string, stored: StoredSeoProblems): Promise<void> {
  await env.CONTENT_CACHE.put(await keyOf(fullSlug), JSON.stringify(stored))
}

/** Forgets them when the story is no longer published. */
export async function forgetSeoProblems(env: Pick<Env, 'CONTENT_CACHE'>, fullSlug: string): Promise<void> {
  await env.CONTENT_CACHE.delete(await keyOf(fullSlug))
}
