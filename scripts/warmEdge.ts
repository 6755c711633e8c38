// `npm run warm -- <origin>`: after a deploy, every page the sitemaps name is requested once, so
// that Workers Cache (keyed by the Worker's version, cold after each deploy) holds it before the
// first visitors ask (docs/deploying.md, step 7). Prints what the edge answered, by cf-cache-status.
import { argv, exit } from 'node:process'

const CONCURRENCY = 4
const LOC = /<loc>([^<]+)<\/loc>/g

const site = argv[2]?.replace(/\/$/, '')
if (!site || !/^https?:\/\/[^/]+$/.test(site)) {
  console.error('Give the site to warm: npm run warm -- https://www.<domain>')
  exit(1)
}

async function locations(url: string): Promise<string[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return [...(await response.text()).matchAll(LOC)].map((match) => match[1] ?? '')
}

const sitemaps = await locations(`${site}/sitemap.xml`)
const pages = (await Promise.all(sitemaps.map(locations))).flat()
const statuses = new Map<string, number>()
const failed: string[] = []
let next = 0
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < pages.length) {
      const page = pages[next++] ?? ''
      const response = await fetch(page, { redirect: 'manual' }).catch(() => null)
      await response?.arrayBuffer()
      if (!response || response.status >= 400) failed.push(`${page} ${response?.status ?? 'no answer'}`)
      const status = response?.headers.get('cf-cache-status') ?? 'none'
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }),
)
console.log(`${pages.length} pages of ${sitemaps.length} sitemaps: ${[...statuses].map(([status, count]) => `${count} ${status}`).join(', ')}`)
if (failed.length > 0) {
  console.error(`${failed.length} failed:\n${failed.join('\n')}`)
  exit(1)
}
