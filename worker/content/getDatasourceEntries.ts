import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { readThroughCache } from '../cache/readThroughCache'

export interface DatasourceEntry {
  id: number
  name: string
  value: string
  dimension_value: string | null
}

/** Datasource entries are few (categories, redirects): one page of the maximum size holds them. */
const DATASOURCE_PAGE_SIZE = 1000

/** All entries of a datasource, with the values of a dimension (a language) when given. */
export function getDatasourceEntries(ctx: ContentContext, datasource: string, dimension?: string): Promise<DatasourceEntry[]> {
  const params = { datasource, per_page: DATASOURCE_PAGE_SIZE, ...(dimension ? { dimension } : {}) }
  return readThroughCache(ctx, `datasource/${datasource}/${dimension ?? ''}`, async (cv) => {
    const result = await fetchFromStoryblok(ctx, 'cdn/datasource_entries', params, cv)
    return (result?.data.datasource_entries ?? []) as DatasourceEntry[]
  })
}
