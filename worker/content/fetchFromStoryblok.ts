import type { ISbResult, ISbStoriesParams } from 'storyblok-js-client'
import type { ContentContext } from './ContentContext'
import { ContentUnavailableError } from './ContentUnavailableError'

const NOT_FOUND = 404

interface StoryblokError {
  message?: string
  status?: number
}

/** A CDN GET through storyblok-js-client; a 404 is `null`, anything else that fails is ContentUnavailableError. */
export async function fetchFromStoryblok(ctx: ContentContext, path: string, params: ISbStoriesParams, cv?: number): Promise<ISbResult | null> {
  try {
    return await ctx.client.get(path, {
      ...params,
      version: ctx.draft ? 'draft' : 'published',
      ...(ctx.draft ? { cv: Date.now() } : cv ? { cv } : {}),
    })
  } catch (error) {
    const { message, status } = (error ?? {}) as StoryblokError
    if (status === NOT_FOUND) return null
    throw new ContentUnavailableError(`Storyblok ${path} failed: ${status ?? 'no response'} ${message ?? ''}`.trim(), status)
  }
}
