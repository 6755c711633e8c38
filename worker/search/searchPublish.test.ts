import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SearchSuggestions } from '../../shared/search/SearchResults'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { management, managedStory, type ManagedStory } from '../../tests/support/managementApi'
import { postWebhook } from '../../tests/support/postWebhook'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
/** A word no demo story has. */
const NEW_WORD = 'Zeppelinfracht'

async function found(language: string, query: string): Promise<string[]> {
  const response = await exports.default.fetch(`http://localhost/api/search?${new URLSearchParams({ language, q: query })}`)
  return ((await response.json()) as SearchSuggestions).results.map((result) => result.path)
}

const storyAt = (fullSlug: string): Promise<ManagedStory> => managedStory(service.origin, fullSlug)

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('a publish reaches search with its webhook', () => {
  it('finds a new word once the story that has it is published, and no longer once it is unpublished', async () => {
    const story = await storyAt('de/about')
    expect(await found('de', NEW_WORD)).toEqual([])

    await management(service.origin, 'PUT', `/stories/${story.id}`, {
      story: { content: { ...story.content, title: `Über uns und die ${NEW_WORD}` } },
      publish: 1,
    })
    expect((await postWebhook({ action: 'published', story_id: story.id, full_slug: story.full_slug })).status).toBe(200)
    expect(await found('de', NEW_WORD)).toEqual(['/de/about'])
    // A compound part and a typo of the new word, on the same index.
    expect(await found('de', 'fracht zeppelin')).toContain('/de/about')

    await management(service.origin, 'GET', `/stories/${story.id}/unpublish`)
    expect((await postWebhook({ action: 'unpublished', story_id: story.id, full_slug: story.full_slug })).status).toBe(200)
    expect(await found('de', NEW_WORD)).toEqual([])
  })

  it('leaves the other languages’ indexes as they were: a German publish rebuilds only German', async () => {
    expect(await found('en', 'cabotage')).toContain('/glossary/cabotage')
    // The English index's reads (the webhook reads the German story itself, for IndexNow's list of its languages).
    const reads = async () => (await service.requests('/v2/cdn/stories?starts_with=en')).length
    const story = await storyAt('de/about')
    await management(service.origin, 'PUT', `/stories/${story.id}`, { story: { content: { ...story.content, title: `Über ${NEW_WORD}` } }, publish: 1 })
    await postWebhook({ action: 'published', story_id: story.id, full_slug: story.full_slug })
    const before = await reads()
    expect(await found('en', 'cabotage')).toContain('/glossary/cabotage')
    expect(await reads()).toBe(before)
  })
})
