import { spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import type { TestContentService } from '../../tests/support/TestContentService'
import { contentKvKey } from '../../worker/cache/contentKvKey'
import { BENCH_UNCACHED_HEADER } from '../../worker/config/benchBypass'
import { searchIndexKey } from '../../worker/search/searchIndexKey'
import { scaleBlogTo } from './contentQueries'
import { percentile } from './percentile'
import { serverTiming } from './serverTiming'

/** Queries per language, as visitors type them: words, stems, typos, missing accents, compound parts, prefixes. */
const QUERIES: Readonly<Record<string, readonly string[]>> = {
  en: [
    'freight',
    'cabotage',
    'dangerus goods',
    'route optim',
    'electric trucks',
    'what shippers need to know',
    'frontend engineer',
    'geospat',
    'co2 emissions',
    'warehouse',
  ],
  de: ['Fracht', 'Kapazität', 'Fahrermangl', 'mobilitatspaket', 'Lieferketten', 'Routenopt', 'Elektro-Lkw', 'Güterverkehrsindex'],
  fr: ['fret', 'penurie', 'camion electrique', 'résilence', 'itinér', 'chargeurs'],
  pl: ['ciezarowka', 'przewoźnik', 'ładunki'],
  ru: ['перевозчиков', 'офис'],
  el: ['μεταφορεις', 'γραφείο'],
}
/** Cold loads measured per language: the isolate's copy dropped, the index read from KV and loaded. */
const COLD_LOADS = 5
/** Each query of the list, this many times, once the index is warm. */
const WARM_ROUNDS = 5

/** One language's index and its queries' times (ms, from Server-Timing). */
export interface SearchIndexFigures {
  language: string
  /** The KV value's bytes, and gzipped. */
  bytes: number
  gzipBytes: number
  /** The first search: the index built from Storyblok's stories (their reads included). */
  buildMs: number
  /** A cold isolate: the index read from KV and made searchable, with its first query; p50. */
  coldMs: number
  queryP50: number
  queryP95: number
}

export interface SearchFigures {
  demo: SearchIndexFigures[]
  /** English with the extra generated blog posts. */
  scaled: { blogPosts: number; figures: SearchIndexFigures }
}

interface Timed {
  index: number
  search: number
}

async function search(site: string, language: string, query: string, cold = false): Promise<Timed> {
  const response = await fetch(`${site}/api/search?${new URLSearchParams({ language, q: query })}`, { headers: cold ? { [BENCH_UNCACHED_HEADER]: '1' } : {} })
  if (!response.ok) throw new Error(`search ${language} “${query}” answered ${response.status}`)
  await response.body?.cancel()
  const timing = response.headers.get('server-timing')
  return { index: serverTiming(timing, 'index') ?? Number.NaN, search: serverTiming(timing, 'search') ?? Number.NaN }
}

/** The index as KV keeps it, read with wrangler from `npm start`'s local state. */
async function storedIndex(stateDir: string, language: string): Promise<string> {
  const key = await contentKvKey(searchIndexKey(language))
  const result = spawnSync('npx', ['wrangler', 'kv', 'key', 'get', '--binding', 'CONTENT_CACHE', '--local', '--persist-to', stateDir, key], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
  })
  if (result.status !== 0) throw new Error(`wrangler kv key get: ${result.stderr}`)
  return result.stdout
}

async function languageFigures(site: string, stateDir: string, language: string, queries: readonly string[]): Promise<SearchIndexFigures> {
  const [first = ''] = queries
  const built = await search(site, language, first)
  const cold: number[] = []
  for (let run = 0; run < COLD_LOADS; run++) {
    const timed = await search(site, language, first, true)
    cold.push(timed.index + timed.search)
  }
  const warm: number[] = []
  for (let round = 0; round < WARM_ROUNDS; round++) for (const query of queries) warm.push((await search(site, language, query)).search)
  const stored = await storedIndex(stateDir, language)
  return {
    language,
    bytes: Buffer.byteLength(stored),
    gzipBytes: gzipSync(stored).length,
    buildMs: built.index,
    coldMs: percentile(cold, 0.5),
    queryP50: percentile(warm, 0.5),
    queryP95: percentile(warm, 0.95),
  }
}

/**
 * Search in every language the demo has content in: each index's size in KV, its first build,
 * a cold isolate's load from KV, and the queries' p50 and p95; then English again with
 * `blogPosts` more generated posts (the blog folder published, so its index is rebuilt), and
 * back to the demo's size.
 */
export async function measureSearch(site: string, service: TestContentService, stateDir: string, blogPosts: number): Promise<SearchFigures> {
  const demo: SearchIndexFigures[] = []
  for (const [language, queries] of Object.entries(QUERIES)) demo.push(await languageFigures(site, stateDir, language, queries))
  await scaleBlogTo(service, blogPosts)
  const scaled = await languageFigures(site, stateDir, 'en', QUERIES.en ?? [])
  await scaleBlogTo(service, 0)
  return { demo, scaled: { blogPosts, figures: scaled } }
}
