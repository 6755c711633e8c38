import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { demoSpace } from '../../space/demoSpace'
import { TestContentService } from '../../../tests/support/TestContentService'
import { insertReferences } from './insertReferences'

type Json = Record<string, unknown>

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const token = demoSpace.previewToken

/** The raw API answer, as the editor reads it. */
async function raw(fullSlug: string, params: Record<string, string>): Promise<Json> {
  const query = new URLSearchParams({ ...params, version: 'draft', token })
  return (await (await service.get(`/v2/cdn/stories/${fullSlug}?${query}`)).json()) as Json
}

const byUuid = (items: unknown) => new Map(((items ?? []) as Json[]).map((item) => [item.uuid as string, item]))

describe('insertReferences (what the editor sends with input)', () => {
  it('resolves relations exactly as storyblok-js-client resolves the site’s read', async () => {
    const { stories } = (await (
      await service.get(`/v2/cdn/stories?starts_with=en/blog/&content_type=blog_post&per_page=1&version=draft&token=${token}`)
    ).json()) as { stories: Json[] }
    const slug = stories[0]?.full_slug as string
    const relations = ['blog_post.author', 'blog_post.related']
    const answer = await raw(slug, { resolve_relations: relations.join(','), resolve_level: '2' })
    const resolved = insertReferences(answer.story as Json, { relations, rels: byUuid(answer.rels), links: new Map() })
    const site = (await service.client(token).get(`cdn/stories/${slug}`, { version: 'draft', resolve_relations: relations.join(',') })).data.story as Json
    expect(resolved.content).toEqual(site.content)
    expect(((resolved.content as Json).author as Json).uuid).toBeTypeOf('string')
  })

  it('resolves links as resolve_links=url does (the shell’s settings)', async () => {
    const answer = await raw('en/_settings', { resolve_links: 'url' })
    const resolved = insertReferences(answer.story as Json, { relations: [], rels: new Map(), links: byUuid(answer.links) })
    const site = (await service.client(token).get('cdn/stories/en/_settings', { version: 'draft', resolve_links: 'url' })).data.story as Json
    expect(resolved.content).toEqual(site.content)
  })

  it('drops unknown uuids from relation lists and keeps an unknown single relation as it is', () => {
    const story = { content: { component: 'post', _uid: 'c', author: 'a-unknown', related: ['r1', 'r-unknown'] } }
    const rels = new Map([['r1', { uuid: 'r1', content: { component: 'post', _uid: 'r', related: [] } }]])
    const resolved = insertReferences(story, { relations: ['post.author', 'post.related'], rels, links: new Map() })
    expect(resolved.content.author).toBe('a-unknown')
    expect(resolved.content.related).toEqual([{ ...rels.get('r1'), _stopResolving: true }])
    expect(story.content.related).toEqual(['r1', 'r-unknown'])
  })
})
