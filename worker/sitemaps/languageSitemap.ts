import { STORYBLOK_MAX_PER_PAGE } from '../../shared/content/storyblok'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { listStories, type StoryPage } from '../content/listStories'
import { listSitemapUrls } from './listSitemapUrls'
import { URLSET_CLOSE, URLSET_OPEN, urlXml } from './sitemapXml'
import { storySitemapUrl } from './storySitemapUrl'

/**
 * Stories per sitemap file: each story is at most one URL, so a file stays far below the
 * protocol's 50,000 URLs, and even with 14 translations of 300-character addresses per URL
 * (about 6 KB) below 25 MiB, KV's value limit for the cached copy (and the protocol's 50 MB).
 * @internal tests read this limit rather than write it again.
 */
export const STORIES_PER_FILE = 3000
const PAGES_PER_FILE = STORIES_PER_FILE / STORYBLOK_MAX_PER_PAGE
/** What a sitemap needs of a story is its address, dates and translations: the text is left out. */
const EXCLUDED_FIELDS = 'body,definition,related,featured'
/** Oldest first: new stories land in the last file, so the earlier files stay as they are. */
const CREATION_ORDER = 'created_at:asc'

/** One bounded page (100 stories) of a language's stories, in a stable order. */
function storiesPage(ctx: ContentContext, language: string, page: number): Promise<StoryPage> {
  return listStories(ctx, { startsWith: `${language}/`, sortBy: CREATION_ORDER, page, perPage: STORYBLOK_MAX_PER_PAGE, excludingFields: EXCLUDED_FIELDS })
}

/** How many sitemap files a language has: 0 when it has no stories at all. Reads the first page (which file 1 reuses). */
export async function sitemapFileCount(ctx: ContentContext, language: string): Promise<number> {
  const { total } = await storiesPage(ctx, language, 1)
  return Math.ceil(total / STORIES_PER_FILE)
}

async function* sitemapChunks(ctx: ContentContext, language: string, file: number, origin: string, config: LanguageConfig): AsyncGenerator<string> {
  yield URLSET_OPEN
  if (file === 1) yield (await listSitemapUrls(ctx, language, config)).map((url) => urlXml(url, origin)).join('')
  const firstPage = (file - 1) * PAGES_PER_FILE + 1
  for (let page = firstPage; page < firstPage + PAGES_PER_FILE; page++) {
    const { stories, total } = await storiesPage(ctx, language, page)
    yield stories
      .map((story) => storySitemapUrl(story, config))
      .filter((url) => url !== null)
      .map((url) => urlXml(url, origin))
      .join('')
    if (page * STORYBLOK_MAX_PER_PAGE >= total) break
  }
  yield URLSET_CLOSE
}

/**
 * Sitemap file `file` (1-based) of a language: on file 1 the first page of each list, then the
 * pages of its stories `(file - 1) * 3000` to `file * 3000`. Streamed: one page of 100 stories is
 * read when the reader asks for more, written out and let go, so a file of thousands of stories
 * never sits in memory.
 */
export function languageSitemap(ctx: ContentContext, language: string, file: number, origin: string, config: LanguageConfig): ReadableStream<Uint8Array> {
  const chunks = sitemapChunks(ctx, language, file, origin, config)
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next = await chunks.next()
        while (!next.done && next.value === '') next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      },
      async cancel() {
        await chunks.return(undefined)
      },
    },
    { highWaterMark: 0 },
  )
}
