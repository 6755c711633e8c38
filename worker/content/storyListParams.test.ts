import { describe, expect, it } from 'vitest'
import { contentModel } from '../../shared/content/schema/contentModel'
import { SECTIONS } from '../../shared/sections/sections'
import { storyListParams } from './storyListParams'

const QUERY = { startsWith: 'en/open-positions/', page: 1, perPage: 100, filterQuery: { component: { in: 'job_opening' } } }
const GT = 'filter_query[__or][0][valid_through][gt_date]'

describe('a story list query that leaves out stories past a date', () => {
  it('asks for the date still ahead at the minute, or none', () => {
    const { params } = storyListParams({ ...QUERY, openAt: { field: 'valid_through', now: Date.parse('2026-05-01T10:15:42Z') } })
    expect(params[GT]).toBe('2026-05-01 10:15')
    expect(params['filter_query[__or][1][valid_through][is]']).toBe('empty')
    expect(params['filter_query[component][in]']).toBe('job_opening')
  })

  it('keeps one cache key however the moment moves, as an earlier answer holds every story a later one would', () => {
    const at = (now: number) => storyListParams({ ...QUERY, openAt: { field: 'valid_through', now } })
    const [earlier, later] = [at(Date.parse('2026-05-01T10:15:00Z')), at(Date.parse('2026-05-02T08:00:00Z'))]
    expect(earlier.params[GT]).not.toBe(later.params[GT])
    expect(earlier.cacheKey).toBe(later.cacheKey)
    expect(earlier.cacheKey).not.toContain('2026')
    expect(earlier.cacheKey).not.toBe(storyListParams(QUERY).cacheKey)
  })

  it('refuses to leave out unlisted stories too: Storyblok takes one __or group per query', () => {
    expect(() => storyListParams({ ...QUERY, listedOnly: true, openAt: { field: 'valid_through', now: Date.now() } })).toThrow(/one __or group/)
  })

  it('is used only by sections whose types have that date and no unlisted switch', () => {
    const blocks = Object.values(contentModel.blocks)
    const ending = SECTIONS.filter((section) => section.listedUntil)
    expect(ending.map((section) => section.id)).toEqual(['open-positions'])
    for (const section of ending) {
      for (const type of section.types) {
        const fields = blocks.find((block) => block.name === type.component)?.fields ?? []
        expect(fields.find((field) => field.name === section.listedUntil)?.type, type.component).toBe('datetime')
        expect(
          fields.some((field) => field.name === 'unlisted'),
          type.component,
        ).toBe(false)
      }
    }
  })
})
