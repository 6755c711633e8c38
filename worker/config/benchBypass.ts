/** Sent by `npm run bench` to measure the uncached render (scripts/bench.ts). */
export const BENCH_UNCACHED_HEADER = 'x-bench-uncached'

/**
 * True when the bench asks to skip the rendered-page cache. Honoured only while the site reads
 * the local demo content service (`localContent`: ContentSource.endpoint is set, from
 * STORYBLOK_LOCAL_ENDPOINT), which staging and production never do (their STORYBLOK_LOCAL_ENDPOINT
 * is empty, which `npm run deploy:*` checks): it can never be a switch on the public site.
 */
export function benchBypass(headers: Headers, localContent: boolean): boolean {
  return localContent && headers.get(BENCH_UNCACHED_HEADER) === '1'
}
