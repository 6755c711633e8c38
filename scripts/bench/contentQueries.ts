import type { LoggedRequest } from '../../storyblok-local/control/RequestLog'
import type { TestContentService } from '../../tests/support/TestContentService'

/** What one site request asked of the content service: its API queries (Storyblok's 301s to the current `cv` left out). */
export interface ContentQueries {
  count: number
  /** Queries for a list of stories (`cdn/stories` without a slug). */
  storyLists: number
  /** The largest `per_page` of those lists; 0 when there were none. */
  maxStoriesPerPage: number
  paths: string[]
}

const STORY_LIST = /^\/v2\/cdn\/stories\/?\?/

function summarize(requests: LoggedRequest[]): ContentQueries {
  const answered = requests.filter((request) => request.status !== 301)
  const lists = answered.filter((request) => STORY_LIST.test(request.path))
  const perPage = lists.map((request) => Number(new URL(request.path, 'http://service').searchParams.get('per_page') ?? 0))
  return {
    count: answered.length,
    storyLists: lists.length,
    maxStoriesPerPage: Math.max(0, ...perPage),
    paths: answered.map((request) => request.path.replace(/[?&]token=[^&]*/, '')),
  }
}

/** Runs `action` and returns the content service's API requests logged meanwhile. */
export async function queriesDuring(service: TestContentService, action: () => Promise<void>): Promise<ContentQueries> {
  const before = (await service.requests('/v2/')).length
  await action()
  return summarize((await service.requests('/v2/')).slice(before))
}

/**
 * Publishes `fullSlug` through the control API: the service raises its `cv` and sends the signed
 * publish webhook to the site (`npm start` sets its URL), which invalidates the page and content
 * caches before the control call returns.
 */
export async function publish(service: TestContentService, fullSlug: string): Promise<void> {
  const { webhook } = await service.control<{ webhook: { status: number | null } | null }>('publish', { full_slug: fullSlug })
  if (webhook?.status !== 200) throw new Error(`the publish webhook for ${fullSlug} was not accepted: ${JSON.stringify(webhook)}`)
}

/** The blog folder's start page: publishing it invalidates the site's caches after a change of scale. */
export const BLOG_FOLDER = 'en/blog/'

interface WebhookSetting {
  url: string | null
  secret: string | null
}

/**
 * The space at a scale, with the site's caches out of date. The scale's own webhooks (one per
 * story it adds or removes, 10,000 and more) are not sent: each costs the site a Storyblok read
 * or two, which would take minutes and is not what the bench measures. The site learns the change
 * as it learns a bulk import whose webhooks it missed: the folder's publish compares the whole
 * links map (worker/redirects/compareStoryAddresses.ts).
 */
export async function scaleBlogTo(service: TestContentService, blogPosts: number): Promise<void> {
  const webhook = (await (await service.get('/_control/webhook')).json()) as WebhookSetting
  await service.control('webhook', { url: null, secret: null })
  try {
    await service.control('scale', { blogPosts })
  } finally {
    await service.control('webhook', webhook)
  }
  await publish(service, BLOG_FOLDER)
}
