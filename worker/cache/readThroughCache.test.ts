import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { ContentUnavailableError } from '../content/ContentUnavailableError'
import { getStory } from '../content/getStory'
import { listStories } from '../content/listStories'
import { touchInvalidationMarker, writeInvalidationMarker } from './invalidationMarkerStore'
import * as isolateMemory from './isolateMemory'
import { readThroughCache } from './readThroughCache'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const ABOUT = 'en/about'

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('published content through KV', () => {
  it('fetches on a miss and stores the story', async () => {
    const { ctx } = testContentContext()
    const story = await getStory(ctx, ABOUT)
    expect(story?.full_slug).toBe(ABOUT)
    expect(ctx.statuses).toEqual(['miss'])
    expect(await service.requests(`/cdn/stories/${ABOUT}`, { redirects: false })).toHaveLength(1)
    const keys = await env.CONTENT_CACHE.list({ prefix: 'content/v1/story/en/about' })
    expect(keys.keys).toHaveLength(1)
  })

  it('keeps the entries an earlier version stored without tags: served as they are, out of date when a publish touches what they hold', async () => {
    await getStory(testContentContext().ctx, ABOUT)
    const [{ name }] = (await env.CONTENT_CACHE.list({ prefix: 'content/v1/story/en/about' })).keys as [{ name: string }]
    const { data, fetchedAt } = (await env.CONTENT_CACHE.get<{ data: unknown; fetchedAt: number }>(name, 'json'))!
    await env.CONTENT_CACHE.put(name, JSON.stringify({ data, fetchedAt }))
    for (const store of Object.values(isolateMemory)) store.clear()

    const untouched = testContentContext().ctx
    await getStory(untouched, ABOUT)
    expect(untouched.statuses).toEqual(['hit'])
    expect([...untouched.tags]).toContain('s:en/about')

    await touchInvalidationMarker(env, ['s:en/about'], null)
    const touched = testContentContext().ctx
    await getStory(touched, ABOUT)
    expect(touched.statuses).toEqual(['miss'])
  })

  it('serves a fresh entry from KV without asking Storyblok', async () => {
    await getStory(testContentContext().ctx, ABOUT)
    const { ctx } = testContentContext()
    const story = await getStory(ctx, ABOUT)
    expect(story?.full_slug).toBe(ABOUT)
    expect(ctx.statuses).toEqual(['hit'])
    expect(await service.requests(`/cdn/stories/${ABOUT}`, { redirects: false })).toHaveLength(1)
  })

  it('serves a stale entry at once and refreshes it in the background', async () => {
    await getStory(testContentContext().ctx, ABOUT)
    const { ctx, settled } = testContentContext({ CONTENT_TTL_SECONDS: '0' })
    const story = await getStory(ctx, ABOUT)
    expect(story?.full_slug).toBe(ABOUT)
    expect(ctx.statuses).toEqual(['stale'])
    await settled()
    expect(await service.requests(`/cdn/stories/${ABOUT}`, { redirects: false })).toHaveLength(2)
  })

  it('refetches at once after a publish invalidated the cache', async () => {
    const before = await getStory(testContentContext().ctx, ABOUT)
    await service.control('publish', { full_slug: ABOUT })
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    const { ctx } = testContentContext()
    const after = await getStory(ctx, ABOUT)
    expect(ctx.statuses).toEqual(['miss'])
    expect(after?.content.title).not.toBe(before?.content.title)
  })

  it('keeps the objects of content a publish left unchanged, so what was derived from them still holds', async () => {
    const home = await getStory(testContentContext().ctx, 'en/home')
    const about = await getStory(testContentContext().ctx, ABOUT)
    await service.control('publish', { full_slug: ABOUT })
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    const { ctx } = testContentContext()
    const [homeAfter, aboutAfter] = [await getStory(ctx, 'en/home'), await getStory(ctx, ABOUT)]
    expect(ctx.statuses).toEqual(['miss', 'miss'])
    expect(homeAfter).toBe(home)
    expect(aboutAfter).not.toBe(about)
    expect(aboutAfter?.content.title).not.toBe(about?.content.title)
  })

  it('serves the cached copy, at any age, when Storyblok is down', async () => {
    await getStory(testContentContext().ctx, ABOUT)
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    await service.control('faults', { down: true })
    const { ctx } = testContentContext({ CONTENT_TTL_SECONDS: '0' })
    const story = await getStory(ctx, ABOUT)
    expect(story?.full_slug).toBe(ABOUT)
    expect(ctx.statuses).toEqual(['stale-if-error'])
  })

  it('fails with ContentUnavailableError when Storyblok is down and nothing is cached', async () => {
    await service.control('faults', { down: true })
    await expect(getStory(testContentContext().ctx, ABOUT)).rejects.toBeInstanceOf(ContentUnavailableError)
  })

  it('never writes a missing story or a page past the end of a list to KV', async () => {
    expect(await getStory(testContentContext().ctx, 'en/no-such-page')).toBeNull()
    const beyond = await listStories(testContentContext().ctx, { startsWith: 'en/blog/', contentType: 'blog_post', page: 999, perPage: 10 })
    expect(beyond.stories).toEqual([])
    const storyEntries = async () => (await env.CONTENT_CACHE.list({ prefix: 'content/v1/stor' })).keys.map((key) => key.name)
    expect(await storyEntries()).toEqual([])
    const empty = await listStories(testContentContext().ctx, { startsWith: 'en/no-such-folder/', page: 1, perPage: 10 })
    expect(empty.total).toBe(0)
    expect(await storyEntries()).toHaveLength(1)
  })

  it('never asks Storyblok for a story the links map does not name, and reads it at once after a publish, which may create it', async () => {
    const LAUNCH = 'en/pages/upcoming-launch'
    const asked = async () => (await service.requests(`/cdn/stories/${LAUNCH}`, { redirects: false })).length
    const { ctx } = testContentContext()
    expect(await getStory(ctx, LAUNCH)).toBeNull()
    expect(await getStory(testContentContext({ CONTENT_TTL_SECONDS: '0' }).ctx, LAUNCH)).toBeNull()
    expect(await asked()).toBe(0)
    // The 404 is out of date with the story's first publish.
    expect([...ctx.tags]).toEqual(['s:en/pages/upcoming-launch'])
    expect((await env.CONTENT_CACHE.list({ prefix: 'content/v1/story' })).keys).toEqual([])

    await service.control('publish', { full_slug: LAUNCH })
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    expect((await getStory(testContentContext().ctx, LAUNCH))?.full_slug).toBe(LAUNCH)
    expect(await asked()).toBe(1)
  })

  it('forgets an entry whose content is gone (unpublished or deleted) instead of serving it again', async () => {
    const keep = (value: string | null) => value !== null
    const tags = () => ['s:gone']
    await readThroughCache(testContentContext().ctx, 'story/gone', { load: async () => 'was here', tags, keep })
    expect((await env.CONTENT_CACHE.list({ prefix: 'content/v1/story/gone' })).keys).toHaveLength(1)
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    expect(await readThroughCache(testContentContext().ctx, 'story/gone', { load: async () => null, tags, keep })).toBeNull()
    expect((await env.CONTENT_CACHE.list({ prefix: 'content/v1/story/gone' })).keys).toEqual([])
  })

  it('retries a 429 and succeeds', async () => {
    await service.control('faults', { fail429Next: 2, pathPrefix: '/v2/cdn/stories' })
    const { ctx } = testContentContext()
    const story = await getStory(ctx, ABOUT)
    expect(story?.full_slug).toBe(ABOUT)
    const requests = await service.requests(`/cdn/stories/${ABOUT}`, { redirects: false })
    expect(requests.map((request) => request.status)).toEqual([429, 429, 200])
  })

  it('gives up on 429 within its bound and reports the content unavailable', async () => {
    await service.control('faults', { rate429: 1, pathPrefix: '/v2/cdn/stories' })
    await expect(getStory(testContentContext().ctx, ABOUT)).rejects.toBeInstanceOf(ContentUnavailableError)
    expect(await service.requests(`/cdn/stories/${ABOUT}`, { redirects: false })).toHaveLength(5)
  })

  it('lists one bounded page with the total from the Total header', async () => {
    const { ctx } = testContentContext()
    const page = await listStories(ctx, { startsWith: 'en/blog/', contentType: 'blog_post', page: 2, perPage: 10, sortBy: 'first_published_at:desc' })
    expect(page.stories).toHaveLength(10)
    expect(page.total).toBeGreaterThanOrEqual(30)
    const requests = await service.requests('/cdn/stories?', { redirects: false })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.path).toContain('per_page=10')
    expect(requests[0]?.path).toContain('page=2')
  })

  it('keeps a read that Storyblok answered while a publish came out of date: the next request reads again', async () => {
    const tags = () => ['s:en/about']
    let asked: () => void = () => {}
    let answer: (title: string) => void = () => {}
    const storyblokAsked = new Promise<void>((resolve) => (asked = resolve))
    const underWay = readThroughCache(testContentContext().ctx, 'test/race', {
      load: () => new Promise<string>((resolve) => ((answer = resolve), asked())),
      tags,
    })
    await storyblokAsked
    // The webhook, while Storyblok's answer is on its way: stored after the publish, the answer holds what came before it.
    await touchInvalidationMarker(env, ['s:en/about'], null)
    answer('before the publish')
    expect(await underWay).toBe('before the publish')

    const { ctx } = testContentContext()
    const next = await readThroughCache(ctx, 'test/race', { load: async () => 'after the publish', tags })
    expect(next).toBe('after the publish')
    expect(ctx.statuses).toEqual(['miss'])
  })
})

describe('drafts', () => {
  it('are read with the preview token and never touch KV', async () => {
    const { ctx } = testContentContext({}, { draft: true })
    const story = await getStory(ctx, ABOUT)
    expect(story?.content.title).toContain('draft')
    expect(ctx.statuses).toEqual(['bypass'])
    expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(0)
  })

  it('show a story that exists only as a draft, which published reads do not', async () => {
    expect(await getStory(testContentContext({}, { draft: true }).ctx, 'en/pages/upcoming-launch')).not.toBeNull()
    expect(await getStory(testContentContext().ctx, 'en/pages/upcoming-launch')).toBeNull()
  })
})
