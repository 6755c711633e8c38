import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

// The language rules as a visitor meets them: an address that names its language, and a choice
// made by a browser that refuses cookies.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const COOKIE = env.LANGUAGE_COOKIE_NAME
const ORIGIN = 'http://localhost'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

interface Browser {
  country?: string
  /** Whether the browser keeps the cookies the site sets. */
  cookies: boolean
  /** The page the visitor came from: browsers send it again on every redirect of the navigation. */
  referer?: string
  jar?: Map<string, string>
}

interface Navigation {
  response: Response
  html: string
  /** Every address asked for, the first included. */
  hops: string[]
}

/** Follows a navigation's redirects as a browser does, keeping the site's cookies only when it accepts them. */
async function navigate(path: string, { country, cookies, referer, jar = new Map() }: Browser): Promise<Navigation> {
  const hops = [path]
  for (let hop = 0; hop < 5; hop++) {
    const headers: Record<string, string> = { 'user-agent': BROWSER }
    if (country) headers['cf-ipcountry'] = country
    if (referer) headers.referer = referer
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await exports.default.fetch(new Request(`${ORIGIN}${hops[hops.length - 1]}`, { headers, redirect: 'manual' }))
    const [name, value] = response.headers.get('set-cookie')?.split(';')[0]?.split('=') ?? []
    if (cookies && name && value !== undefined) jar.set(name, value)
    const location = response.headers.get('location')
    const html = await response.text()
    if (!location) return { response, html, hops }
    hops.push(location)
  }
  throw new Error(`more than 5 redirects from ${path}`)
}

/** What React writes for a text. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

function heading(html: string): string | undefined {
  return html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
}

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
}, 30_000)

describe('an address that names its language', () => {
  it('/en/… stays English for a visitor from Germany whose browser refuses cookies: the page is answered there, and the choice stored', async () => {
    const english = title(await story('en/about'))
    const { response, html, hops } = await navigate('/en/about', { country: 'DE', cookies: false })
    expect(hops).toEqual(['/en/about'])
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(heading(html)).toBe(escaped(english))
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about"/>`)
    expect(response.headers.get('set-cookie')).toBe(`${COOKIE}=en; Max-Age=31536000; Path=/; SameSite=Lax`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe('Cookie, CF-IPCountry, Referer')
  })

  it('/en/… wins over a German cookie too, which it replaces', async () => {
    const { response, html } = await navigate('/en/about', { cookies: true, jar: new Map([[COOKIE, 'de']]) })
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(response.headers.get('set-cookie')).toContain(`${COOKIE}=en;`)
  })

  it('/en/… in another form is cleaned to /en/… for such a visitor, and to the unprefixed page for everyone else', async () => {
    const german = await navigate('/EN/About/', { country: 'DE', cookies: false })
    expect(german.hops).toEqual(['/EN/About/', '/en/about'])
    expect(german.response.status).toBe(200)
    const elsewhere = await navigate('/en/about', { country: 'GB', cookies: false })
    expect(elsewhere.hops).toEqual(['/en/about', '/about'])
    expect(elsewhere.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('a visitor from Germany following an /en/… link of the site gets the English page at its unprefixed address', async () => {
    const { response, html, hops } = await navigate('/en/about', { country: 'DE', cookies: false, referer: `${ORIGIN}/de/about` })
    expect(hops).toEqual(['/en/about', '/about'])
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('another language’s prefix is never overridden by the cookie or the country either', async () => {
    const { response, html, hops } = await navigate('/de/about', { country: 'FR', cookies: true, jar: new Map([[COOKIE, 'en']]) })
    expect(hops).toEqual(['/de/about'])
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('choosing English with a browser that refuses cookies (?set-language=en)', () => {
  it('from the switch on a German page: the English page, and English pages as the visitor goes on', async () => {
    const referer = `${ORIGIN}/de/about`
    const choice = await navigate('/about?set-language=en', { country: 'DE', cookies: false, referer })
    expect(choice.hops).toEqual(['/about?set-language=en', '/about'])
    expect(choice.response.status).toBe(200)
    expect(choice.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    // The page's own links: no cookie, but the visitor comes from the site.
    const next = await navigate('/blog', { country: 'DE', cookies: false, referer: `${ORIGIN}/about` })
    expect(next.hops).toEqual(['/blog'])
    expect(next.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('arriving from elsewhere (a bookmark, a typed address): the choice stays in the address, /en/…', async () => {
    const refused = await navigate('/about?set-language=en', { country: 'DE', cookies: false })
    expect(refused.hops).toEqual(['/about?set-language=en', '/en/about'])
    expect(refused.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    // A browser that keeps the cookie ends on the unprefixed address.
    const accepted = await navigate('/about?set-language=en', { country: 'DE', cookies: true })
    expect(accepted.hops).toEqual(['/about?set-language=en', '/en/about', '/about'])
    expect(accepted.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('still sends a visitor from Germany arriving from elsewhere to German', async () => {
    for (const referer of [undefined, 'https://www.google.com/', 'http://localhost.evil.com/about']) {
      const { hops } = await navigate('/about', { country: 'DE', cookies: false, ...(referer ? { referer } : {}) })
      expect(hops, referer).toEqual(['/about', '/de/about'])
    }
  })
})

function title(entry: Story): string {
  return String(entry.content.title ?? entry.name)
}
