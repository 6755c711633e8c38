import type StoryblokClient from 'storyblok-js-client'
import { contentSource, type ContentSource } from './contentSource'
import { createStoryblokClient } from './createStoryblokClient'
import { hasRoomForBackgroundReads } from './waitForReadSlot'
import type { CacheScope } from '../cache/CacheScope'

/** Everything one request's content reads share: its cache scope, where content comes from, and the client. */
export interface ContentContext extends CacheScope {
  source: ContentSource
  /** A verified preview of a release (`_storyblok_release`): its drafts are read with `from_release`. */
  release: string | null
  /** Made on first use: a request answered from the page cache never needs one. */
  readonly client: StoryblokClient
  /** The space's content version this request's published reads carry, once known (fetchFromStoryblok). */
  knownCv: number | null
}

interface ContentContextOptions {
  draft?: boolean
  /** Only with `draft`: the release whose version of its stories the drafts are. */
  release?: string | null
}

export function createContentContext(
  env: Env,
  executionCtx: Pick<ExecutionContext, 'waitUntil'>,
  { draft = false, release = null }: ContentContextOptions = {},
): ContentContext {
  const source = contentSource(env)
  const token = draft ? source.previewToken : source.publicToken
  if (!token) throw new Error('Draft content needs STORYBLOK_PREVIEW_TOKEN')
  let client: StoryblokClient | undefined
  const context: ContentContext = {
    env,
    waitUntil: (promise) => executionCtx.waitUntil(promise),
    source,
    draft,
    release: draft ? release : null,
    get client() {
      client ??= createStoryblokClient(source, token, () => context.knownCv)
      return client
    },
    knownCv: null,
    statuses: [],
    tags: new Set(),
    roomForBackgroundReads: () => hasRoomForBackgroundReads(source.readsPerSecond),
  }
  return context
}
