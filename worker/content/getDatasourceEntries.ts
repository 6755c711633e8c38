import { STORYBLOK_MAX_ENTRIES_PER_PAGE } from '../../shared/content/storyblok'
import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { readEveryPage } from './readEveryPage'
import { contentTag } from '../cache/contentTag'
import { readThroughCache } from '../cache/readThroughCache'

export interface DatasourceEntry {
  id: number
  name: string
  value: string
  dimension_value: string | null
}

/**
 * All entries of a datasource, with the values of a dimension (a language) when given: every page
 * of 1,000 (3,000 redirects are three requests), read together at one `cv` and kept as one entry
 * of the content cache, so a request that finds it cached reads none.
 */
export function getDatasourceEntries(ctx: ContentContext, datasource: string, dimension?: string): Promise<DatasourceEntry[]> {
  return readThroughCache(ctx, `datasource/${datasource}/${dimension ?? ''}`, {
    tags: () => [contentTag.datasource(datasource)],
    load: async (cv) => {
      const { items } = await readEveryPage(STORYBLOK_MAX_ENTRIES_PER_PAGE, async (page) => {
        const params = { datasource, per_page: STORYBLOK_MAX_ENTRIES_PER_PAGE, page, ...(dimension ? { dimension } : {}) }
        const result = await fetchFromStoryblok(ctx, 'cdn/datasource_entries', params, cv)
        const entries = (result?.data.datasource_entries ?? []) as DatasourceEntry[]
        // Without `Total` (storyblok-js-client then says 0) the answer is the whole list.
        return { items: entries, total: result?.total || entries.length }
      })
      return items
    },
  })
}
