import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { ALL_TAB, SECTIONS } from '../../shared/sections/sections'
import { createSeededRandom } from '../../storyblok-local/generate/createSeededRandom'

/** One generated request, and what the suite may expect of its answer. */
export interface HostileRequest {
  request: Request
  /** The family it comes from, for failure messages and the summary. */
  kind: string
  /** It carries a genuine visual-editor signature: drafts may be shown. */
  signed: boolean
}

/** What the generator builds on: real addresses and signatures made by the test. */
export interface HostileMaterial {
  origin: string
  /** Addresses of real pages, mutated into hostile ones. */
  paths: string[]
  /** Query strings carrying a genuine editor signature. */
  signedQueries: string[]
  /** Query strings with a correct hash but an expired or future timestamp, or another space. */
  forgedQueries: string[]
  /** Webhook bodies with their valid `webhook-signature`. */
  signedWebhooks: { body: string; signature: string }[]
  /** Slugs of gated reports, whose lead form is posted. */
  gatedReports: string[]
}

/** Text that must never come back unescaped: every reflected payload carries it. */
export const MARKUP_MARKER = '<x-hostile-marker'

/** Every language the site can show (the catalogue has a row for each). */
const LANGUAGES = Object.keys(CATALOGUE)
const WEBHOOK_PATH = '/api/webhooks/storyblok'
const PAYLOADS = [
  `${MARKUP_MARKER}>`,
  `"'>${MARKUP_MARKER} onload=alert(1)>`,
  `</title>${MARKUP_MARKER}>`,
  `javascript:alert(1)`,
  `{{7*7}}`,
  '${7*7}',
  `\u2028\u2029`,
]
const ENCODED = [
  '%00',
  '%0d%0a',
  '%0aSet-Cookie:%20evil=1',
  '%2e%2e',
  '%2f',
  '%5c',
  '%E0%A4%A',
  '%ff',
  '%',
  '%%',
  '%C0%AF',
  '%25',
  '%u002e',
  '%2F%2Fevil.example',
  '%3Cx-hostile-marker%3E',
]
const UNICODE = ['ü', 'straße', '日本語', '🚚', 'e\u0301', '\u202eevil', '\ufeff', 'İ', 'ﬁ', 'Ω', '\u0000', '\u00a0']
/** Path segments the site knows: every section's (sections.ts: its list, its later pages, its story routes), every language's, and a few of its own. */
const SITE_WORDS = [
  ...new Set([
    ...SECTIONS.flatMap((section) => [
      section.basePath,
      section.paging.kind === 'numbered' ? section.paging.pagesPath : '',
      ...section.storyRoutes.map((route) => route.path),
    ])
      .flatMap((path) => path.split('/'))
      .filter((part) => part !== '' && !part.startsWith(':')),
    ...LANGUAGES,
    ALL_TAB,
    'about',
    'home',
  ]),
]
/** Path segments to mix in: the site's, and those a scanner tries. */
const WORDS = [...SITE_WORDS, 'admin', 'wp-login.php', '.env', '.git', 'index.html', 'api', 'builds', 'latest.json', 'assets', 'xx']
const NUMBERS = ['0', '1', '2', '-1', '007', '99999', '100000', '1e3', '2.5', '0x10', '9'.repeat(40)]
const OFF_SITE = [
  '//evil.example/x',
  '/\\evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
  '/https://evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
]
const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE']
const COUNTRIES = ['DE', 'FR', 'GB', 'US', 'T1', 'XX', 'de', 'RU', 'GR', 'MD', 'D E', 'AAAAAAAA', '', '\t', '1', 'ZZ', 'A\u0001']
const USER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.5.0',
  '',
  `${MARKUP_MARKER}>`,
  'sqlmap/1.7',
  'A'.repeat(3000),
  'x\u0001\u0002\u007f',
]
const LANGUAGE_COOKIE = 'i18n_redirected'
/** The lead endpoint: `POST /api/reports/{slug}/download` (the form post and the popup's JSON) and the signed file link. */
const REPORTS_API = '/api/reports'
/** Above the lead endpoint's 16 KB body limit. */
const OVERSIZED_BODY_BYTES = [16 * 1024 + 1, 40_000, 300_000]
const LEAD_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  'text/html',
  '',
]
const MALFORMED_JSON = [
  '{',
  '{"first_name":',
  '[]',
  'null',
  '"text"',
  '1e999',
  '{"first_name":"a",}',
  '\ufeff{}',
  '{"__proto__":{"consent":true},"constructor":{"prototype":{"x":1}}}',
  '[{"email":"a@b.example"}]',
]
const CONTROL_TEXT = [
  '\u0000',
  '\u0001\u0002',
  '\r\nSet-Cookie: evil=1',
  '\u001b[31m',
  '\u007f',
  '\u2028',
  '\ud800',
  'a\u0000@example.com',
  // Bidirectional and invisible characters, and a terminal's escapes (the leads' export prints to one).
  'fdp.\u202Eexe',
  '\u2066Ada\u2069',
  'A\u200Bda',
  '\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007',
]
const VALID_LEAD = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+49 30 1234567',
  phone_country: 'DE',
  consent: 'on',
  language: 'en',
}

/**
 * A seeded, endless stream of hostile requests: malformed and malicious paths (encodings,
 * overlong and unicode segments, traversal, off-site tricks), methods, bodies, cookies,
 * `CF-IPCountry` values, user agents, preview parameters (forged, expired, genuine), query
 * strings, webhook bodies and signatures, and the lead form's posts (oversized,
 * malformed, mistyped, control characters, huge fields). The same seed gives the same requests.
 */
export function* hostileRequests(seed: number, material: HostileMaterial): Generator<HostileRequest> {
  const random = createSeededRandom(seed)
  const chance = (probability: number) => random.next() < probability
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)] as T

  const segment = (): string => {
    switch (int(0, 7)) {
      case 0:
        return pick(ENCODED) + (chance(0.5) ? pick(WORDS) : '')
      case 1:
        return pick(UNICODE) + (chance(0.5) ? pick(WORDS) : '')
      case 2:
        return pick(NUMBERS)
      case 3:
        return chance(0.5) ? '..' : '.'
      case 4:
        return 'a'.repeat(int(150, chance(0.2) ? 5000 : 400))
      case 5:
        return encodeURIComponent(pick(PAYLOADS))
      case 6:
        return random.hex(int(1, 12))
      default:
        return pick(WORDS)
    }
  }

  const mutatePath = (path: string): string => {
    let result = path
    if (chance(0.3)) result = [...result].map((char) => (chance(0.5) ? char.toUpperCase() : char)).join('')
    if (chance(0.2)) result += '/'
    if (chance(0.15)) result = result.replace('/', '//')
    if (chance(0.35)) result = `${result.replace(/\/$/, '')}/${segment()}`
    if (chance(0.1)) result = `/${pick([...LANGUAGES, 'xx', 'EN'])}${result}`
    return result || '/'
  }

  const path = (): string => {
    const roll = random.next()
    if (roll < 0.45) return mutatePath(pick(material.paths))
    if (roll < 0.55) return pick(OFF_SITE)
    if (roll < 0.6) return `/${'x'.repeat(int(2000, 9000))}`
    return `/${Array.from({ length: int(1, 6) }, segment).join('/')}`
  }

  const query = (): string => {
    if (chance(0.45)) return ''
    const parts: string[] = []
    for (let index = int(1, 4); index > 0; index--) {
      switch (int(0, 7)) {
        case 0:
          parts.push(
            `set-language=${encodeURIComponent(pick(['de', 'fr', 'xx', 'DE', ' de ', '//evil.example', 'de\r\nSet-Cookie: evil=1', pick(PAYLOADS), '']))}`,
          )
          break
        case 1:
          parts.push(`_storyblok=${encodeURIComponent(pick(['1', 'x', '123', pick(PAYLOADS)]))}`)
          break
        case 2:
          parts.push(
            `_storyblok_tk[space_id]=${pick(['100001', '1', 'x'])}&_storyblok_tk[timestamp]=${pick([String(int(0, 2e9)), 'now', '-1'])}&_storyblok_tk[token]=${random.hex(pick([40, 39, 64]))}`,
          )
          break
        case 3:
          parts.push(`${pick(['page', 'q', 'utm_source', 'category', 'x', '', '__proto__'])}=${pick(ENCODED)}${encodeURIComponent(pick(PAYLOADS))}`)
          break
        case 4:
          parts.push(`big=${'z'.repeat(int(500, 6000))}`)
          break
        case 5:
          parts.push(pick(['&&&', '=', '==', '%', '?', '#x', 'a[b][c]=1', 'a=1&a=2&a=3']))
          break
        default:
          parts.push(`${pick(WORDS)}=${random.hex(6)}`)
      }
    }
    return `?${parts.join('&')}`
  }

  const cookie = (): string | null => {
    switch (int(0, 7)) {
      case 0:
        return null
      case 1:
        return `${LANGUAGE_COOKIE}=${pick(['de', 'fr', 'ru', 'xx', 'DE', '', '%E0%A4%A', 'de; Path=/', encodeURIComponent(pick(PAYLOADS))])}`
      case 2:
        return `${LANGUAGE_COOKIE}=${'d'.repeat(int(4000, 9000))}`
      case 3:
        return `cookie_consent=${pick(['{"analytics":true}', '%7B%22analytics%22%3Atrue%7D', '[', 'null', '{"__proto__":{"analytics":true}}', '%7B'.repeat(3000)])}`
      case 4:
        return `junk=${'j'.repeat(int(1000, 20000))}; ${LANGUAGE_COOKIE}=de`
      case 5:
        return pick([';;;', '=;=', `${LANGUAGE_COOKIE}`, `${LANGUAGE_COOKIE}=de=fr`, `${LANGUAGE_COOKIE}="de"`])
      default:
        return `a=1; ${LANGUAGE_COOKIE}=${pick(['de', 'el', 'es'])}; b=2`
    }
  }

  const body = (): string | ArrayBuffer => {
    switch (int(0, 3)) {
      case 0:
        return JSON.stringify({ action: pick(['published', 'deleted', pick(PAYLOADS)]), full_slug: pick(material.paths), story_id: int(0, 1e6) })
      case 1:
        return Uint8Array.from({ length: int(0, 2000) }, () => int(0, 255)).buffer
      case 2:
        return 'x'.repeat(chance(0.1) ? int(17_000, 120_000) : int(0, 500))
      default:
        return pick(PAYLOADS)
    }
  }

  const setHeader = (headers: Headers, name: string, value: string) => {
    try {
      headers.set(name, value)
    } catch {
      // A value the platform refuses never reaches the worker: nothing to test.
    }
  }

  const visitorHeaders = (): Headers => {
    const headers = new Headers()
    const cookieValue = cookie()
    if (cookieValue !== null) setHeader(headers, 'cookie', cookieValue)
    if (chance(0.6)) setHeader(headers, 'cf-ipcountry', pick(COUNTRIES))
    setHeader(headers, 'user-agent', pick(USER_AGENTS))
    if (chance(0.2)) setHeader(headers, 'accept-language', pick(['de-DE,de;q=0.9', '*', 'xx', pick(PAYLOADS)]))
    if (chance(0.1)) setHeader(headers, 'x-forwarded-host', 'evil.example')
    if (chance(0.1)) setHeader(headers, 'cf-ray', `${random.hex(16)}-FRA`)
    return headers
  }

  const webhook = (): HostileRequest => {
    const headers = new Headers({ 'content-type': pick(['application/json', 'text/plain', 'multipart/form-data']) })
    const roll = random.next()
    let payload: string | ArrayBuffer = body()
    if (roll < 0.1) {
      const signed = pick(material.signedWebhooks)
      payload = signed.body
      setHeader(headers, 'webhook-signature', chance(0.7) ? signed.signature : signed.signature.toUpperCase())
    } else if (roll < 0.8) {
      setHeader(
        headers,
        'webhook-signature',
        pick([random.hex(40), random.hex(39), random.hex(80), 'z'.repeat(40), '', ' ', `${random.hex(40)}, ${random.hex(40)}`]),
      )
    }
    const method = chance(0.85) ? 'POST' : pick(['GET', 'PUT', 'DELETE', 'HEAD'])
    const path = chance(0.9) ? WEBHOOK_PATH : pick(['/API/webhooks/storyblok', `${WEBHOOK_PATH}/`, `${WEBHOOK_PATH}/x`, '/api/webhooks', '/api'])
    return {
      request: new Request(material.origin + path, {
        method,
        headers,
        redirect: 'manual',
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: payload }),
      }),
      kind: 'webhook',
      signed: false,
    }
  }

  /** A hostile value for a lead field: markup, control characters, huge, non-text (in JSON), or merely wrong. */
  const leadValue = (field: string): unknown => {
    switch (int(0, 7)) {
      case 0:
        return pick(PAYLOADS)
      case 1:
        return `${pick(CONTROL_TEXT)}${pick(PAYLOADS)}`
      case 2:
        return (field === 'email' ? 'a@' : '') + 'x'.repeat(int(300, 14_000))
      case 3:
        return pick([null, 7, true, ['a'], { $gt: '' }, ''])
      case 4:
        return pick(UNICODE).repeat(int(1, 80))
      default:
        return pick(['', ' ', 'on', 'false', '+1', 'DE', 'xx'])
    }
  }

  /** The lead form's fields: half the time valid but for one hostile free-text field (stored, then shown nowhere unescaped), else any of them hostile. */
  const leadFields = (): Record<string, unknown> => {
    const fields: Record<string, unknown> = { ...VALID_LEAD, email: `lead.${random.hex(8)}@example.com`, website: '' }
    if (chance(0.5)) {
      fields[pick(['first_name', 'last_name', 'company'])] = pick([...PAYLOADS, `${pick(CONTROL_TEXT)}${MARKUP_MARKER}>`])
      return fields
    }
    for (const field of [...Object.keys(fields), 'marketing']) {
      if (chance(0.1)) delete fields[field]
      else if (chance(0.35)) fields[field] = leadValue(field)
    }
    if (chance(0.1)) fields[pick(['__proto__', 'x'.repeat(300), `${MARKUP_MARKER}>`, ''])] = pick(PAYLOADS)
    return fields
  }

  const leadBody = (type: string): string | FormData | ArrayBuffer => {
    const roll = random.next()
    if (roll < 0.1) return 'y'.repeat(pick(OVERSIZED_BODY_BYTES))
    if (roll < 0.2) return pick(MALFORMED_JSON)
    if (roll < 0.25) return Uint8Array.from({ length: int(1, 3000) }, () => int(0, 255)).buffer
    const fields = leadFields()
    if (type.toLowerCase().startsWith('application/json') || chance(0.1)) return JSON.stringify(fields)
    if (type.startsWith('multipart/') && chance(0.7)) {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
      return form
    }
    return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])).toString()
  }

  /**
   * The report form's posts: the lead endpoint (form-encoded as the no-JS form sends it, JSON as the
   * popup does), POSTs at the gated report pages themselves, and forged download links.
   */
  /** A body sent as a stream of small chunks (as `Transfer-Encoding: chunked` arrives), `extra` bytes of padding after it. */
  const chunkedBody = (text: string, extra: number): ReadableStream<Uint8Array> => {
    const bytes = new TextEncoder().encode(text + ' '.repeat(extra))
    const size = int(1, 4096)
    let offset = 0
    return new ReadableStream({
      pull(controller) {
        if (offset >= bytes.length) return controller.close()
        controller.enqueue(bytes.slice(offset, offset + size))
        offset += size
      },
    })
  }

  const lead = (): HostileRequest => {
    const headers = visitorHeaders()
    // Few client addresses: some runs reach the rate limit (429), as a flood would.
    setHeader(
      headers,
      'cf-connecting-ip',
      pick([
        '203.0.113.7',
        '203.0.113.8',
        `198.51.100.${int(1, 254)}`,
        '::1',
        // One IPv6 network written many ways (one client by its /64), and its neighbours, mapped and malformed ones.
        `2001:db8:7::${random.hex(4)}`,
        `2001:0DB8:0007:0000:${random.hex(4)}:0:0:1`,
        `2001:db8:${int(0, 65535).toString(16)}::1`,
        `::ffff:203.0.113.${int(1, 254)}`,
        '2001:db8::1::2',
        'fe80::1%eth0',
        'not-an-ip',
        `${MARKUP_MARKER}>`,
      ]),
    )
    // Posts from the site's pages, from scripts without either header, and from other sites' pages (403 before anything is counted).
    const from = random.next()
    if (from < 0.2) setHeader(headers, 'sec-fetch-site', pick(['cross-site', 'same-site', 'same-origin', 'none', pick(PAYLOADS)]))
    else if (from < 0.35)
      setHeader(headers, 'origin', pick(['https://evil.example', 'null', material.origin, `${material.origin}.evil.example`, pick(PAYLOADS)]))
    const slug = chance(0.8) ? pick(material.gatedReports) : segment()
    const roll = random.next()
    if (roll < 0.15) {
      const query = pick([
        `lang=en&lead=${random.hex(8)}&expires=${int(0, 4e9)}&signature=${random.hex(64)}`,
        'lang=xx',
        `lang=${encodeURIComponent(pick(PAYLOADS))}&lead=${encodeURIComponent(pick(PAYLOADS))}`,
        `expires=${'9'.repeat(400)}&signature=${'z'.repeat(64)}`,
        '',
      ])
      return {
        request: new Request(`${material.origin}${REPORTS_API}/${slug}/file?${query}`, { method: pick(['GET', 'HEAD', 'POST']), headers, redirect: 'manual' }),
        kind: 'download link',
        signed: false,
      }
    }
    const type = pick(LEAD_CONTENT_TYPES)
    const body = leadBody(type)
    // FormData sets its own multipart type (with boundary); any other body carries the chosen one.
    if (!(body instanceof FormData) && type !== '') setHeader(headers, 'content-type', type)
    const page = roll < 0.3
    const path = page ? `${pick(['', '/de', '/fr'])}/reports/${slug}` : `${REPORTS_API}/${slug}/download`
    const method = chance(0.92) ? 'POST' : pick(['PUT', 'PATCH', 'DELETE'])
    // Some bodies arrive chunked, a few over the limit: refused and cancelled, never left half read.
    const chunked = method === 'POST' && typeof body === 'string' && chance(0.15)
    if (chunked) headers.delete('content-length')
    return {
      request: new Request(material.origin + path, {
        method,
        headers,
        body: chunked ? chunkedBody(body, chance(0.3) ? pick(OVERSIZED_BODY_BYTES) : 0) : body,
        redirect: 'manual',
        ...(chunked ? { duplex: 'half' } : {}),
      } as RequestInit),
      kind: page ? 'report page post' : body instanceof FormData || !type.toLowerCase().includes('json') ? 'lead form post' : 'lead json',
      signed: false,
    }
  }

  for (;;) {
    const roll = random.next()
    if (roll < 0.1) {
      yield webhook()
      continue
    }
    if (roll < 0.2) {
      yield lead()
      continue
    }
    if (roll < 0.22) {
      yield {
        request: new Request(material.origin + pick(material.paths) + pick(material.signedQueries), { headers: visitorHeaders(), redirect: 'manual' }),
        kind: 'signed preview',
        signed: true,
      }
      continue
    }
    if (roll < 0.26) {
      yield {
        request: new Request(material.origin + pick(material.paths) + pick(material.forgedQueries), { headers: visitorHeaders(), redirect: 'manual' }),
        kind: 'forged preview',
        signed: false,
      }
      continue
    }
    const methodRoll = random.next()
    const method = methodRoll < 0.75 ? 'GET' : methodRoll < 0.85 ? 'HEAD' : pick(METHODS)
    const init: RequestInit = { method, headers: visitorHeaders(), redirect: 'manual' }
    if (method !== 'GET' && method !== 'HEAD' && chance(0.7)) init.body = body()
    let request: Request
    try {
      request = new Request(material.origin + path() + query(), init)
    } catch {
      request = new Request(`${material.origin}/${random.hex(8)}`, init)
    }
    yield { request, kind: method === 'GET' || method === 'HEAD' ? 'visitor' : 'method', signed: false }
  }
}
