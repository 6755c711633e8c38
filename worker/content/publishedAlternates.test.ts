import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { languageConfig } from '../config/languageConfig'
import { getStory } from './getStory'
import { publishedAlternates } from './publishedAlternates'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('publishedAlternates', () => {
  it('lists the story and its published translations as site paths', async () => {
    const story = (await getStory(testContentContext().ctx, 'en/about')) as Story
    const alternates = publishedAlternates(story, languageConfig(env))
    expect(alternates[0]).toEqual({ language: 'en', href: '/about' })
    expect(alternates).toContainEqual({ language: 'de', href: expect.stringMatching(/^\/de\/[a-z-]+$/) })
    expect(alternates).toContainEqual({ language: 'fr', href: expect.stringMatching(/^\/fr\/[a-z-]+$/) })
  })

  it('leaves out unpublished translations and languages the site does not serve', () => {
    const story = {
      full_slug: 'en/blog/a',
      alternates: [
        { id: 2, name: 'A', slug: 'a', published: false, full_slug: 'de/blog/a', is_folder: false, parent_id: 1 },
        { id: 3, name: 'A', slug: 'a', published: true, full_slug: 'xx/blog/a', is_folder: false, parent_id: 1 },
        { id: 4, name: 'A', slug: 'a', published: true, full_slug: 'fr/blog/a', is_folder: false, parent_id: 1 },
      ],
    } as Story
    expect(publishedAlternates(story, languageConfig(env))).toEqual([
      { language: 'en', href: '/blog/a' },
      { language: 'fr', href: '/fr/blog/a' },
    ])
  })
})
