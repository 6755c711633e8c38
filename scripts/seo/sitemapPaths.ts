/** A sitemap index holds at most 50,000 sitemaps, each up to 50,000 pages (sitemaps.org): each is read, none left out. */
const LOC = /<loc>\s*([^<]+?)\s*<\/loc>/g

/** The `<loc>`s of one sitemap file, with `&amp;` read. */
async function locations(url: string): Promise<{ index: boolean; locs: string[] }> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answers ${response.status}`)
  const xml = await response.text()
  return { index: /<sitemapindex[\s>]/.test(xml), locs: [...xml.matchAll(LOC)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&')) }
}

/** Every page path the site's sitemaps list (`/sitemap.xml`, and every sitemap its index names), each once, in their order. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const paths = new Set<string>()
  const read = async (url: string): Promise<void> => {
    const { index, locs } = await locations(url)
    if (index) for (const loc of locs) await read(loc)
    else for (const loc of locs) paths.add(new URL(loc).pathname + new URL(loc).search)
  }
  await read(new URL('/sitemap.xml', origin).href)
  return [...paths]
}
