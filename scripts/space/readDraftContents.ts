import StoryblokClient from 'storyblok-js-client'
import type { PushApi } from './createPushClient'
import type { PushReport } from './PushReport'
import type { PushConfig } from './readPushConfig'

const PER_PAGE = 100
/** An asset's address on any host (Storyblok's CDN, a custom asset domain, the local service): compared by its path. */
const ASSET_URL = /^https?:\/\/[^/]+(\/f\/\d+\/.*)$/

/** Content as the push compares it: without the editor's `_editable` markers a draft carries, asset URLs by their path. */
export function comparable(content: unknown): unknown {
  return JSON.parse(JSON.stringify(content ?? null), (key, value: unknown) => {
    if (key === '_editable') return undefined
    return typeof value === 'string' ? value.replace(ASSET_URL, '$1') : value
  })
}

/**
 * Every story's draft content by full slug, read as lists: the Management API lists stories
 * without content, so the Content Delivery API's draft stories are read, 100 a page, with the
 * space's preview token (the `private` one of its access tokens). Contents are `comparable`.
 */
export async function readDraftContents(api: PushApi, report: PushReport, config: PushConfig): Promise<Map<string, unknown>> {
  const keys = await report.read(() => api.get<{ api_keys?: { access: string; token: string }[] }>(`/v1/spaces/${config.spaceId}/api_keys`))
  const previewToken = keys.data?.api_keys?.find((key) => key.access === 'private')?.token
  if (!previewToken) throw new Error('the space has no preview token (Settings → Access Tokens: add one with access level Preview)')
  const cdn = new StoryblokClient({
    accessToken: previewToken,
    ...(config.endpoint ? { endpoint: `${config.endpoint}/v2` } : { region: config.region }),
    cache: { type: 'none' },
  })
  const contents = new Map<string, unknown>()
  for (let page = 1; ; page++) {
    const answer = await report.read(() => cdn.get('cdn/stories', { version: 'draft', per_page: PER_PAGE, page }))
    const stories = answer.data.stories as { full_slug: string; content: unknown }[]
    for (const story of stories) contents.set(story.full_slug, comparable(story.content))
    if (stories.length < PER_PAGE) return contents
  }
}
