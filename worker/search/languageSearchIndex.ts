import { STORYBLOK_MAX_PER_PAGE, type Story } from '../../shared/content/storyblok'
import { contentTag } from '../cache/contentTag'
import { forgetInIsolate, readThroughCache } from '../cache/readThroughCache'
import { searchIndexKey } from './searchIndexKey'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { fetchFromStoryblok } from '../content/fetchFromStoryblok'
import { storyListParams } from '../content/storyListParams'
import { searchDocuments, type SearchDocument } from './searchDocuments'
import { buildSearchIndex, type SearchIndexData } from './searchIndex'

/** Drops the isolate's copy of a language's index, so that the next search loads it from KV as a cold isolate would (`npm run bench`, local content only). */
export async function forgetSearchIndex(language: string): Promise<void> {
  await forgetInIsolate(searchIndexKey(language))
}

/** Oldest first, as the sitemaps read: a story published during the read moves no other one to another page. */
const CREATION_ORDER = 'created_at:asc'

/** A language's published stories, a page of 100 at a time, one page after the other (each read within its own budget), as search documents. */
async function readDocuments(ctx: ContentContext, language: string, config: LanguageConfig, cv: number | undefined): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = []
  for (let page = 1; ; page++) {
    const query = { startsWith: `${language}/`, page, perPage: STORYBLOK_MAX_PER_PAGE, sortBy: CREATION_ORDER }
    const result = await fetchFromStoryblok(ctx, 'cdn/stories', storyListParams(query).params, cv)
    const stories = (result?.data.stories ?? []) as Story[]
    documents.push(...searchDocuments(stories, language, config))
    // Without `Total` (storyblok-js-client then says 0) the answer is the whole list.
    const total = result?.total || stories.length
    if (stories.length === 0 || page * STORYBLOK_MAX_PER_PAGE >= total) return documents
  }
}

/**
 * A language's search index: built from every published story of the language, kept in KV and
 * the isolate like any content entry, and rebuilt on the next search after a publish touches the
 * language (its folder's list tag). A preview builds it from drafts, for itself.
 */
export function languageSearchIndex(ctx: ContentContext, language: string, config: LanguageConfig): Promise<SearchIndexData> {
  return readThroughCache(ctx, searchIndexKey(language), {
    tags: () => [contentTag.list(`${language}/`)],
    load: async (cv) => buildSearchIndex(await readDocuments(ctx, language, config, cv), language),
  })
}
